/**
 * The staff console, on a host that requires a second factor as production does: sign in with
 * a password and TOTP, publish a posting from the review queue (after verifying its employer), edit it
 * until the limit, close it as filled. At 390 and 1280 px, axe clean. The first run enrols the
 * authenticator; the second signs in with it.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import * as OTPAuth from 'otpauth';
import { STAFF_PORT } from '../../playwright.config';
import { sendIntake } from '../support/intake';

const ORIGIN = `http://127.0.0.1:${STAFF_PORT}`;
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: ORIGIN });

let secret: string | null = null;
const code = (later = 0) => new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret!) }).generate({ timestamp: Date.now() + later });

async function intake(title: string, entity: string): Promise<string> {
  const sent = await sendIntake(ORIGIN, {
    title,
    entity,
    city: 'Portland',
    state: 'OR',
    description: 'Outpatient orthopedics with a 1:1 caseload.',
    contact_email: 'hiring@cascade.example',
    salary_min: 85000,
    salary_max: 100000,
  });
  expect(sent.status).toBe(202);
  return sent.id!;
}

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode(true).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`staff sign in with TOTP, publish from the queue, edit until the limit, close as filled (${width} px)`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height });
    const title = `Outpatient Orthopedic PT ${width}`;
    const entity = `Cascade Rehab ${width} LLC`;
    await intake(title, entity);

    await page.goto('/staff');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await page.getByLabel('Email').fill('staff@rehabmatch.test');
    await page.getByLabel('Password').fill('correct-horse-battery');
    await page.getByRole('button', { name: 'Sign in' }).click();
    if (!secret) {
      // First time: the console asks to set up the authenticator, showing the key.
      await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible();
      secret = (await page.getByTestId('totp-secret').textContent())!.trim();
      await page.getByLabel('6-digit code from your authenticator app').fill('000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await expect(page.getByTestId('staff-error')).toHaveText(/did not match/);
      await page.getByLabel('6-digit code from your authenticator app').fill(code());
    } else {
      await expect(page.getByRole('heading', { name: 'Enter your authenticator code' })).toBeVisible();
      // The next 30-second step: a code works once, and the first run used this one.
      await page.getByLabel('6-digit code from your authenticator app').fill(code(30_000));
    }
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('button', { name: 'Review queue' })).toBeVisible();
    await axeClean(page);

    // The queue lists the posting; publishing is refused until the employer is verified.
    await page
      .getByRole('list', { name: 'Review queue' })
      .getByRole('button', { name: new RegExp(title) })
      .click();
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeFocused();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('staff-error')).toHaveText(/not verified as a licensed PT provider/);
    await page.getByRole('button', { name: 'Employers', exact: true }).click();
    const verify = page.getByRole('form', { name: `Verify ${entity.replace(/ LLC$/, '')}` });
    await verify.getByLabel('PT licence number').fill('PT-55321');
    await verify.getByLabel('Licence state').selectOption('OR');
    await verify.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByTestId('staff-status')).toHaveText(/is verified/);
    await page.getByRole('button', { name: 'Review queue' }).click();
    await page
      .getByRole('list', { name: 'Review queue' })
      .getByRole('button', { name: new RegExp(title) })
      .click();
    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByTestId('staff-status')).toHaveText('Published.');
    await expect(page.getByTestId('rules')).toContainText('Live');
    await expect(page.getByText('Verified Employer', { exact: true })).toBeVisible();

    // Three edits, then the rule says no.
    for (let i = 1; i <= 3; i++) {
      await page.getByLabel('Pay to').fill(String(100000 + i * 1000));
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByTestId('edits-left')).toHaveText(`${3 - i} of 3`);
    }
    await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(page.getByTestId('save-said')).toHaveText('This listing has used its 3 edits.');

    await page.getByLabel('Close as').selectOption('filled');
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, close it' }).click();
    await expect(page.getByTestId('rules')).toContainText('Closed (filled)');
    const history = page.getByRole('list', { name: 'History' }).getByRole('listitem');
    await expect(history.first()).toContainText('closed by staff@rehabmatch.test');
    await expect(history).toHaveCount(7); // created, employer verified, published, 3 edits, closed
    await expect(history.filter({ hasText: 'employer verified by staff@rehabmatch.test' })).toHaveCount(1);
    await axeClean(page);

    // The review queue's search finds a job whatever its status (this one is closed); the last tab's
    // message is gone once another tab opens.
    await page.getByRole('button', { name: 'Review queue' }).click();
    await expect(page.getByTestId('staff-status')).toHaveText('');
    await page.getByLabel('Find a job (id, title, employer or city)').fill(`orthopedic ${width}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('list', { name: 'Review queue' }).getByRole('button').first()).toContainText(title);
    // A CCPA delete request: erasing asks first, naming the address, and "Keep it" changes nothing.
    const requester = `erase.${width}.${Date.now()}@example.com`;
    const filed = await page.request.post('/api/ccpa-requests', {
      data: { name: 'Erin Erase', email: requester, requestType: 'delete', description: 'Please delete my data.' },
      headers: { origin: new URL(page.url()).origin, 'cf-connecting-ip': `10.77.${width % 250}.9` },
    });
    expect(filed.status()).toBeLessThan(300);
    await page.getByRole('button', { name: 'Submissions' }).click();
    const request = page.getByRole('list', { name: 'CCPA requests' }).getByRole('listitem').filter({ hasText: requester });
    await request.getByRole('button', { name: 'Delete everything kept under their address' }).click();
    const asked = request.getByRole('group', { name: new RegExp(`^Delete everything the site keeps under ${requester.replace(/[.]/g, '\\.')}:`) });
    await expect(asked.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await asked.getByRole('button', { name: 'Keep it' }).click();
    await request.getByRole('button', { name: 'Delete everything kept under their address' }).click();
    await request.getByRole('button', { name: 'Yes, delete them' }).click();
    // Every kind the site keeps is named with its count, and what stays is said.
    await expect(page.getByTestId('staff-status')).toHaveText(
      new RegExp(
        `^Deleted of ${requester.replace(/\./g, '\\.')}: 0 applications, 0 resumes, 0 job alerts, 0 subscriptions, 0 messages, the address on 0 reports, \\d+ mails?\\. Kept: this request itself \\(the record that it was carried out\\)\\.$`,
      ),
    );

    // Employers are found by name.
    await page.getByRole('button', { name: 'Employers', exact: true }).click();
    await page.getByLabel('Find an employer (name, legal entity or licence)').fill('no such employer anywhere');
    await expect(page.getByText('No employer matches "no such employer anywhere".')).toBeVisible();

    // Among every job, any one is found by words (or its id), whatever its status.
    await page.getByRole('button', { name: 'All jobs' }).click();
    await page.getByLabel('Find a job (id, title, employer or city)').fill(`orthopedic ${width}`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const found = page.getByRole('list', { name: 'Jobs' }).getByRole('button');
    await expect(found.first()).toContainText(title);
    await expect(found.first()).toContainText('Closed');
    await page.getByLabel('Find a job (id, title, employer or city)').fill(`orthopedic ${width} nowhere`);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText(`No job matches "orthopedic ${width} nowhere".`)).toBeVisible();
    await axeClean(page);
    // Nothing sticks out sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
