/** An employer's person, as the journeys play them: signing in with the code the host mailed. */
import { mailsTo } from '../../support/outbox';
import type { Locator } from '@playwright/test';
import { expect, tap, type Page } from './visitor';

/**
 * Asks for a code on /employer (or `path`, whose address field is `emailLabel`), reads it from the outbox (the
 * e2e host's, or `dataDir`'s), signs in.
 */
export async function signInWithCode(
  page: Page,
  email: string,
  {
    secondFactor,
    dataDir,
    path = '/employer',
    emailLabel = 'Work email',
  }: { secondFactor?: () => string; dataDir?: string; path?: string; emailLabel?: string } = {},
) {
  if (!page.url().endsWith(path)) await page.goto(path, { waitUntil: 'commit' });
  // A sign-in whose code did not arrive (a network hiccup, or the host swapping in a new build at that
  // moment) says so and asks for a reload: the visitor reloads, as it asks.
  await expect(async () => {
    if (await page.getByText('Sign-in could not be loaded').isVisible()) await page.reload({ waitUntil: 'commit' });
    await expect(page.getByLabel(emailLabel, { exact: true })).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 90_000 });
  // The code of this request: a mail more than were there before it (an earlier code is used up).
  const before = (await mailsTo(email, dataDir)).length;
  await page.getByLabel(emailLabel, { exact: true }).fill(email);
  await tap(page.getByRole('button', { name: 'Email me a code' }));
  await expect(page.getByRole('status')).toHaveText(`We sent a 6-digit code to ${email}. It works once, for 10 minutes.`);
  let code = '';
  await expect(async () => {
    const mails = await mailsTo(email, dataDir);
    code = mails.length > before ? (/\b(\d{6})\b/.exec(mails.at(-1)?.subject ?? '')?.[1] ?? '') : '';
    expect(code).toMatch(/^\d{6}$/);
  }).toPass();
  await page.getByLabel('6-digit code').fill(code);
  await tap(page.getByRole('button', { name: 'Sign in' }));
  if (secondFactor) {
    await page.getByLabel('6-digit code from your authenticator app').fill(secondFactor());
    await tap(page.getByRole('button', { name: 'Verify' }));
  }
  if (path === '/employer') await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
}

/** The signed-in owner claims their practice with its licence and work address, as the claim form asks. */
export async function claimPractice(page: Page, practice: string, licence: { number: string; state: string; address: string }) {
  const claim = page.getByRole('region', { name: 'Claim your practice' });
  await claim.getByLabel('Practice name').fill(practice);
  await claim.getByLabel('Legal entity').fill(`${practice} LLC`);
  await claim.getByLabel('Licence number').fill(licence.number);
  await claim.getByLabel('Licence state').selectOption(licence.state);
  await claim.getByLabel('Work address').fill(licence.address);
  await tap(claim.getByRole('button', { name: 'Claim this practice' }));
}

/** Fills the posting form with a full-time outpatient PT job (no pay: each journey adds what its case needs). */
export async function fillPosting(page: Page, job: { title: string; city: string; state: string; description: string }) {
  await page.getByLabel('Job title', { exact: true }).fill(job.title);
  await page.getByLabel('Role', { exact: true }).selectOption('pt');
  await page.getByLabel('Setting', { exact: true }).selectOption('outpatient');
  await page.getByLabel('Job type', { exact: true }).selectOption('full-time');
  await page.getByLabel('City', { exact: true }).fill(job.city);
  await page.getByLabel('State', { exact: true }).selectOption(job.state);
  await page.getByLabel('Description', { exact: true }).fill(job.description);
}

/**
 * A California posting sent without pay is stopped at the pay field, the law named; the pay range filled, it
 * is sent again and submitted for review. `press` is how the journey taps (one may count its taps).
 */
export async function payRangeAsked(page: Page, from: string, to: string, press: (control: Locator) => Promise<void> = tap) {
  const summary = page.getByRole('alert').filter({ hasText: 'Check this field:' });
  await expect(summary).toContainText('Pay from: ');
  await expect(summary).toContainText('California');
  await expect(page.getByLabel('Pay from (optional)')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Pay from (optional)').fill(from);
  await page.getByLabel('Pay to (optional)').fill(to);
  await press(page.getByRole('button', { name: 'Submit for review' }));
  await expect(page.getByRole('status')).toHaveText(
    'Submitted for review. We check every posting before it goes live, and mail the contact address when it does.',
  );
}
