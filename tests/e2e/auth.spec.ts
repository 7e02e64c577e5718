import { spawnSync } from 'node:child_process';
import { expect, test, type Page } from './support/test';
import { buildSeedJobs } from '../../supabase/seed/jobs';
import { mailsTo } from '../support/outbox';
import { readBuiltBoard } from '../../src/features/board/read-built.server';
import { applyByMail, recordMailto, firstMailto } from './support/mail-program';

/** Applying by the visitor's own mail app, as a signed-in person and a visitor both may. */
const BY_MAIL = {
  opener: 'Apply Now',
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  send: 'Use my email app instead',
  toast: 'Application Submitted',
} as const;

// The embedded host knows these accounts (playwright.config.ts EMBEDDED_AUTH_USERS): one staff, one not.
const EMAIL = 'staff@rehabmatch.test';
const PASSWORD = 'correct-horse-battery';
const MEMBER = 'member@rehabmatch.test';
const MEMBER_PASSWORD = 'battery-staple-horse';
const jobs = readBuiltBoard();
// The seed's contact columns (never in dist/): a listed employer job with both addresses.
const seed = new Map(buildSeedJobs(new Date()).map((j) => [String(j.id), j]));
const job = jobs.find((j) => !j.partner && seed.get(j.id)?.application_email && seed.get(j.id)?.contact_email)!;
const contactEmail = String(seed.get(job.id)!.contact_email);
const applicationEmail = String(seed.get(job.id)!.application_email);

function watchRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (r) => urls.push(r.url()));
  return urls;
}
test.describe.configure({ mode: 'serial' });

test('a visitor without a session gets no contact card and sends no auth or data request', async ({ page }) => {
  const urls = watchRequests(page);
  await page.goto(job.url);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Employer contact' })).toBeHidden();
  expect(urls.filter((u) => /\/(auth|rest)\/v1\//.test(u))).toEqual([]);
  expect(await page.content()).not.toContain('leakcheck');
});

test('a staff member signing in sees employer contacts on detail pages and applies under the session; sign out removes it', async ({ page }) => {
  await page.goto('/account');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');

  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status')).toHaveText(`Signed in as ${EMAIL}`);

  await recordMailto(page);
  await page.goto(job.url);
  const card = page.getByRole('region', { name: 'Employer contact' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: contactEmail })).toHaveAttribute('href', `mailto:${contactEmail}`);

  // The session survives a reload (persisted by supabase-js).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Employer contact' })).toBeVisible();

  // Applying reads the address under the session: no call to the apply-address function.
  const urls = watchRequests(page);
  await applyByMail(page, BY_MAIL);
  const mailto = await firstMailto(page);
  expect(decodeURIComponent(mailto.pathname)).toBe(applicationEmail);
  expect(urls.filter((u) => u.includes('apply-address'))).toEqual([]);

  await page.goto('/account');
  await expect(page.getByRole('status')).toHaveText(`Signed in as ${EMAIL}`);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.endsWith('-auth')))).toEqual([]);
  await page.goto(job.url);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Employer contact' })).toBeHidden();
});

test("signing in before the page's script has run is held, never sent as an address with the password in it, then signs in", async ({ page }) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/_astro/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/account', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(MEMBER);
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  expect(page.url()).not.toContain('password');
  release();
  await expect(page.getByRole('status')).toHaveText(`Signed in as ${MEMBER}`);
  expect(page.url()).toMatch(/\/account$/);
});

test('a signed-in user who is not staff sees what a visitor sees, and applies through the apply-address function', async ({ page }) => {
  await page.goto('/account');
  await page.getByLabel('Email').fill(MEMBER);
  await page.getByLabel('Password').fill(MEMBER_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('status')).toHaveText(`Signed in as ${MEMBER}`);

  await recordMailto(page);
  const urls = watchRequests(page);
  await page.goto(job.url);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { name: 'Employer contact' })).toBeHidden();
  expect(await page.content()).not.toContain('leakcheck');
  await applyByMail(page, BY_MAIL);
  expect(urls.filter((u) => u.includes('/rest/v1/job_contacts'))).not.toEqual([]);
  expect(urls.filter((u) => u.includes('apply-address'))).toHaveLength(1);
  const mailto = await firstMailto(page);
  expect(decodeURIComponent(mailto.pathname)).toBe(applicationEmail);
});

test.describe('staff get in: an invite, then a forgotten password', () => {
  const invitee = `new-staff-${Date.now()}@rehabmatch.test`;
  /** The link in the newest mail to `address` with this subject. */
  async function linkIn(subject: string): Promise<string> {
    let link: string | undefined;
    await expect
      .poll(async () => {
        const mail = (await mailsTo(invitee)).filter((m) => m.subject === subject).at(-1);
        link = mail?.text?.match(/https?:\/\/\S+\/auth\/v1\/verify\?\S+/)?.[0];
        return Boolean(link);
      })
      .toBe(true);
    return link!;
  }
  async function signIn(page: Page, password: string) {
    await page.goto('/account');
    await page.getByLabel('Email').fill(invitee);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }

  test('npm run staff:invite mails a link to a page where the new staff member sets a password, then signs in with it', async ({ page, baseURL }) => {
    const port = new URL(baseURL!).port;
    const invited = spawnSync('node_modules/.bin/tsx', ['scripts/staff-invite.ts', invitee], {
      encoding: 'utf8',
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e', PORT: port, HOST: '127.0.0.1', SITE_URL: baseURL! },
    });
    expect(invited.status, invited.stderr).toBe(0);
    expect(invited.stdout).toContain(`Invited ${invitee} as staff`);
    // No password yet: signing in fails like any wrong password.
    await signIn(page, 'anything-at-all-123');
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');

    const link = await linkIn('You have been invited');
    await page.goto(link);
    await expect(page).toHaveURL(/\/account\/set-password/);
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible();
    await page.getByLabel('New password').fill('short');
    await page.getByLabel('Repeat the password').fill('short');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please choose a password of at least 12 characters.');
    await page.getByLabel('New password').fill('a-long-staff-password');
    await page.getByLabel('Repeat the password').fill('a-long-staff-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password is saved, and you are signed in.');
    // A used link does not work twice.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await expect(page.getByRole('status')).toHaveText('This link has expired or was already used. Ask for a new one from the sign-in page.');

    await signIn(page, 'a-long-staff-password');
    await expect(page.getByRole('status')).toHaveText(`Signed in as ${invitee}`);
    // Marked staff: a job page shows the employer's contact card.
    await page.goto(job.url);
    await expect(page.getByRole('region', { name: 'Employer contact' })).toBeVisible();
  });

  test('"Forgot your password?" mails a recovery link to the same page; the new password replaces the old', async ({ page }) => {
    await page.goto('/account');
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await page.getByText('Forgot your password?').click();
    await page.getByLabel('Your address for the link').fill(invitee);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status')).toHaveText('If an account exists for that address, a link to choose a new password is on its way.');
    const link = await linkIn('Reset your password');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('New password').fill('another-long-password');
    await page.getByLabel('Repeat the password').fill('another-long-password');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password is saved, and you are signed in.');
    await page.evaluate(() => localStorage.clear());
    await signIn(page, 'a-long-staff-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid login credentials');
    await signIn(page, 'another-long-password');
    await expect(page.getByRole('status')).toHaveText(`Signed in as ${invitee}`);
  });
});

test.describe('when the sign-in code cannot be fetched', () => {
  test.use({ allowConsoleErrors: [/Failed to load resource/] });
  test('the employer account says so instead of checking the session for ever', async ({ page }) => {
    // The page opened, then its sign-in chunk failed (a flaky network, or a site swapped under the page).
    await page.route(/\/_astro\/supabase-browser\.[\w-]+\.js$/, (route) => route.abort('failed'));
    await page.goto('/employer');
    await expect(page.getByRole('alert').filter({ hasText: 'Sign-in' })).toHaveText(
      'Sign-in could not be loaded. Check your connection, then reload the page.',
    );
    await expect(page.getByText('Checking your session…')).toBeVisible();
  });
});
