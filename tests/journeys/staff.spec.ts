/**
 * The staff journey on the host that requires a second factor (as production does): a posting arrives
 * through the signed intake, staff sign in (enrolling an authenticator), verify the employer, publish (and
 * see it reach the site, which this host rebuilds itself), are refused a 4th edit, and close it as filled. Each project signs in as its own staff member (their
 * authenticators are enrolled separately; see playwright.config.ts).
 */
import { STAFF_PORT } from '../../playwright.config';
import { sendIntake } from '../support/intake';
import { signInEnrolling, REBUILT_WITHIN } from './support/staff';
import { expect, tap, test } from './support/visitor';

const ORIGIN = `http://127.0.0.1:${STAFF_PORT}`;
test.use({ baseURL: ORIGIN });

test('staff: an intake, the employer verified, published, a 4th edit refused, closed', async ({ page }, info) => {
  // It waits for the host's rebuilds (REBUILT_WITHIN each).
  test.slow();
  const who = `${info.project.name}@rehabmatch.test`;
  const stamp = Date.now();
  const title = `Outpatient Sports PT ${stamp}`;
  const entity = `Summit Rehab ${stamp} LLC`;
  const intake = await sendIntake(ORIGIN, {
    title,
    entity,
    city: 'Boise',
    state: 'ID',
    description: 'Sports and orthopedic outpatient care, one patient an hour.',
    contact_email: 'hiring@summit.example',
    salary_min: 80000,
    salary_max: 95000,
  });
  expect(intake.status).toBe(202);

  await signInEnrolling(page, who);

  const queue = page.getByRole('list', { name: 'Review queue' });
  await tap(queue.getByRole('button', { name: new RegExp(title) }));
  // The pay fields say their unit; an unverified employer is one tap from verifying.
  await expect(page.getByLabel('Pay from ($ a year)')).toHaveValue('80000');
  const brand = entity.replace(/ LLC$/, '');
  // The posting can be seen as its page before anything else: drawn by the job page's own component.
  await tap(page.getByRole('button', { name: 'Preview the job page' }));
  const preview = page.getByRole('dialog', { name: 'Preview: the job page as visitors will see it once published' });
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(preview.locator('#apply').getByRole('button', { name: 'Apply Now' })).toBeVisible();
  await tap(preview.getByRole('button', { name: 'Close preview' }));
  await expect(preview).toBeHidden();
  await tap(page.getByRole('button', { name: `Verify ${brand} under Employers` }));
  await expect(page.getByLabel('Find an employer (name, legal entity or licence)')).toHaveValue(brand);
  const verify = page.getByRole('form', { name: `Verify ${brand}` });
  await verify.getByLabel('PT licence number').fill('PT-77120');
  await verify.getByLabel('Licence state').selectOption('ID');
  await tap(verify.getByRole('button', { name: 'Verify' }));
  await expect(page.getByTestId('staff-status')).toHaveText(/is verified/);
  // The posting key stays above the list, to copy or mail to the employer.
  const key = page.getByRole('region', { name: `Posting key for ${brand}` });
  await expect(key.getByRole('textbox')).toHaveValue(/\S{16,}/);
  await expect(key.getByRole('link', { name: `Email it to ${brand}` })).toHaveAttribute('href', /^mailto:\?subject=Your%20posting%20key/);
  await tap(key.getByRole('button', { name: 'Copy the key' }));
  await expect(key.getByRole('status')).toHaveText(/^(Copied|Select the key and copy it)\.$/);

  await tap(page.getByRole('button', { name: 'Review queue' }));
  await tap(queue.getByRole('button', { name: new RegExp(title) }));
  const publishedAt = Date.now();
  await tap(page.getByRole('button', { name: 'Publish' }));
  await expect(page.getByTestId('rules')).toContainText('Live');
  // The host rebuilds itself: the console says when the job is on the site, and links to its page.
  await expect(page.getByTestId('site-live')).toContainText(/On the site in about \d+ seconds|On the site now/);
  await expect(page.getByTestId('site-live')).toContainText('On the site now', { timeout: REBUILT_WITHIN });
  console.log(
    `Publish to on the site (${info.project.name}): ${((Date.now() - publishedAt) / 1000).toFixed(1)} s (the console's own line; no target but under a minute)`,
  );
  const onSite = await page.getByTestId('site-live').getByRole('link', { name: 'View on site' }).getAttribute('href');
  const published = await page.request.get(onSite!);
  expect(published.status()).toBe(200);
  expect(await published.text()).toContain(title);
  // What staff previewed is what the page shows: the same heading, apply card, details and description.
  await tap(page.getByRole('button', { name: 'Preview the job page' }));
  const jobPage = await page.context().newPage();
  await jobPage.goto(onSite!);
  for (const part of ['h1', '#apply', 'section[aria-labelledby="details-title"]', 'section[aria-labelledby="about-role"]'])
    expect(await preview.locator(part).innerText(), part).toBe(await jobPage.locator(part).innerText());
  await jobPage.close();
  await tap(preview.getByRole('button', { name: 'Close preview' }));

  for (let i = 1; i <= 3; i++) {
    await page.getByLabel('Pay to').fill(String(95000 + i * 1000));
    await tap(page.getByRole('button', { name: 'Save changes' }));
    await expect(page.getByTestId('edits-left')).toHaveText(`${3 - i} of 3`);
  }
  // A 4th edit is refused where it would be made: Save is off, the reason beside it.
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  await expect(page.getByTestId('save-said')).toHaveText('This listing has used its 3 edits.');

  await page.getByLabel('Close as').selectOption('filled');
  await tap(page.getByRole('button', { name: 'Close', exact: true }));
  // It asks first, naming what happens; "Keep it" (focused) changes nothing.
  const asked = page.getByRole('group', { name: /^Close ".+" as Filled\? It leaves the board/ });
  await expect(asked.getByRole('button', { name: 'Keep it' })).toBeFocused();
  await tap(asked.getByRole('button', { name: 'Keep it' }));
  await expect(page.getByTestId('rules')).not.toContainText('Closed');
  await tap(page.getByRole('button', { name: 'Close', exact: true }));
  await tap(page.getByRole('button', { name: 'Yes, close it' }));
  await expect(page.getByTestId('rules')).toContainText('Closed (filled)');
});
