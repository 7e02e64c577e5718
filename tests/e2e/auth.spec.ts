import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { buildSeedJobs } from '../../supabase/seed/jobs';

// The embedded host knows these accounts (playwright.config.ts EMBEDDED_AUTH_USERS): one staff, one not.
const EMAIL = 'staff@rehabmatch.test';
const PASSWORD = 'correct-horse-battery';
const MEMBER = 'member@rehabmatch.test';
const MEMBER_PASSWORD = 'battery-staple-horse';
type BoardJob = { id: string; url: string; partner: boolean; title: string };
const jobs = (JSON.parse(readFileSync('dist/jobs/data.json', 'utf8')) as { jobs: BoardJob[] }).jobs;
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
async function recordMailto(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { __mailto: string[] }).__mailto = [];
    HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
      if (this.href.startsWith('mailto:')) (window as unknown as { __mailto: string[] }).__mailto.push(this.href);
    };
  });
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
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Jordan Lee');
  await dialog.getByLabel('Email').fill('jordan@example.com');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted')).toBeVisible();
  const mailto = new URL(await page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto[0] ?? ''));
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
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Jordan Lee');
  await dialog.getByLabel('Email').fill('jordan@example.com');
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByText('Application Submitted')).toBeVisible();
  expect(urls.filter((u) => u.includes('/rest/v1/job_contacts'))).not.toEqual([]);
  expect(urls.filter((u) => u.includes('apply-address'))).toHaveLength(1);
  const mailto = new URL(await page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto[0] ?? ''));
  expect(decodeURIComponent(mailto.pathname)).toBe(applicationEmail);
});
