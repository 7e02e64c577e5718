/**
 * An employer runs its own account: a clinic owner signs in with the code from the outbox, claims the
 * practice (a missing field stopped at the field and in the summary), invites a colleague by address; the
 * colleague signs in with their own code and sees the same practice; someone else sees none of it.
 */
import * as OTPAuth from 'otpauth';
import { fillPosting, payRangeAsked, signInWithCode } from './support/employer';
import { expect, tap, test } from './support/visitor';

test('an owner claims the practice and invites a colleague, who sees it; a stranger does not', async ({ browser, page }, info) => {
  test.slow();
  const stamp = `${Date.now()}-${info.project.name}`;
  const owner = `owner-${stamp}@harbor.example`;
  const colleague = `colleague-${stamp}@harbor.example`;
  const practice = `Harbor PT ${stamp}`;

  await signInWithCode(page, owner);
  const claim = page.getByRole('region', { name: 'Claim your practice' });
  await claim.getByLabel('Practice name').fill(practice);
  await claim.getByLabel('Legal entity').fill(`${practice} LLC`);
  await claim.getByLabel('Work address').fill('1 Harbor Way, Oakland, CA');
  await tap(claim.getByRole('button', { name: 'Claim this practice' }));
  // Left out: the licence and its state, named at each field and in the summary.
  await expect(claim.getByRole('alert')).toContainText('Check these 2 fields:');
  await expect(claim.getByLabel('Licence number')).toHaveAttribute('aria-invalid', 'true');
  await expect(claim.getByText('Enter the facility or PT licence number')).toHaveCount(2);
  await claim.getByLabel('Licence number').fill('PT 12345');
  await claim.getByLabel('Licence state').selectOption('CA');
  await tap(claim.getByRole('button', { name: 'Claim this practice' }));
  await expect(page.getByRole('status')).toHaveText(`${practice} is claimed. We check the licence before its jobs go live.`);
  const card = page.getByRole('region', { name: practice });
  await expect(card.getByText('Waiting for verification')).toBeVisible();

  // A job through the site's own form: a California job without a pay range is stopped at the pay field.
  await tap(page.getByRole('link', { name: 'Post a job' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Post a job' })).toBeVisible();
  const title = `Outpatient Physical Therapist ${stamp}`;
  await fillPosting(page, { title, city: 'Oakland', state: 'CA', description: 'One patient an hour, a mentor on site, documentation time paid.' });
  await tap(page.getByRole('button', { name: 'Submit for review' }));
  await payRangeAsked(page, '95000', '115000');
  await page.goBack();
  // The posting is in the practice's jobs, in review, with its figures.
  const jobs = page.getByRole('region', { name: 'Your jobs' });
  await expect(jobs.getByText(title)).toBeVisible();
  await expect(jobs.getByText('In review')).toBeVisible();
  await expect(jobs.getByText('0 views · 0 apply starts · 0 saves · 0 applications')).toBeVisible();

  await card.getByLabel('Invite a colleague by email').fill(` ${colleague.toUpperCase()} `);
  await tap(card.getByRole('button', { name: 'Send invite' }));
  await expect(card.getByText(`${colleague} (invited)`)).toBeVisible();

  // A key for the practice's tracking system, shown once; the system posts a job by its own reference,
  // and it is among the practice's jobs, in review.
  await card.getByLabel('Name a new key').fill('Greenhouse');
  await tap(card.getByRole('button', { name: 'Make a key' }));
  const key = (await card.getByTestId('api-key').textContent())!.trim();
  expect(key).toMatch(/^rmj_/);
  await expect(card.getByText(/Greenhouse \(rmj_.{4}…\) · made .* · not used yet/)).toBeVisible();
  const ats = await page.request.put(`/api/v1/jobs/GH-${stamp}`, {
    headers: { authorization: `Bearer ${key}` },
    data: {
      job_title: `Home Health Physical Therapist ${stamp}`,
      city: 'Oakland',
      state: 'CA',
      setting: 'home-health',
      job_type: 'full-time',
      description: 'Visits in Alameda County.',
      contact_email: owner,
      salary_min: 100000,
      salary_max: 125000,
    },
  });
  expect(ats.status()).toBe(201);
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('region', { name: 'Your jobs' }).getByText(`Home Health Physical Therapist ${stamp}`)).toBeVisible();

  // The colleague, in a browser of their own.
  const other = await browser.newContext({ viewport: page.viewportSize() ?? undefined, baseURL: info.project.use.baseURL });
  const theirs = await other.newPage();
  await signInWithCode(theirs, colleague);
  await expect(theirs.getByRole('region', { name: practice }).getByText(`${owner} (owner)`)).toBeVisible();
  // The same jobs as the owner.
  await expect(theirs.getByRole('region', { name: 'Your jobs' }).getByText(title)).toBeVisible();
  await other.close();

  // Someone else signs in and sees only the claim form.
  const stranger = await browser.newContext({ viewport: page.viewportSize() ?? undefined, baseURL: info.project.use.baseURL });
  const strangers = await stranger.newPage();
  await signInWithCode(strangers, `stranger-${stamp}@other.example`);
  await expect(strangers.getByRole('region', { name: 'Claim your practice' })).toBeVisible();
  await expect(strangers.getByText(practice)).toHaveCount(0);
  await expect(strangers.getByText(title)).toHaveCount(0);
  await stranger.close();

  // An authenticator app as a second factor: set up, then asked for at the next sign-in.
  await tap(page.getByRole('button', { name: 'Add an authenticator app' }));
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) });
  await page.getByLabel('6-digit code from your authenticator app').fill(totp.generate());
  await tap(page.getByRole('button', { name: 'Verify' }));
  await expect(page.getByText('On: each sign-in also asks for a code from your authenticator app.')).toBeVisible();

  // Signing out ends the session on every device.
  await tap(page.getByRole('button', { name: 'Sign out everywhere' }));
  await expect(page.getByRole('status')).toHaveText('Signed out on every device.');

  // Signing in again: the mailed code, then the authenticator's (the next 30-second step's: a step's code works once).
  await signInWithCode(page, owner, { secondFactor: () => totp.generate({ timestamp: Date.now() + 30_000 }) });
  await expect(page.getByRole('region', { name: practice })).toBeVisible();
});
