/**
 * Applying is remembered on the device: after "Send application" the job's page says "Applied on {date}",
 * My jobs lists the job at once (no mailed link needed), and a second send from the same address however
 * spelled is answered with the first one's day and not sent again.
 */
import { expect, tap, test, type Page } from './support/visitor';

const applyDialog = (page: Page) => page.getByRole('dialog', { name: /^Apply: / });
const JOB = '/jobs/outpatient-orthopedic-pt-los-angeles';

test('applied: the job says so, My jobs lists it, and a second send is answered kindly, not sent', async ({ page }, info) => {
  const stamp = `${info.project.name}.${Date.now()}`;
  const applicant = `twice.${stamp}@example.com`;
  await page.goto(`${JOB}#apply`, { waitUntil: 'commit' });
  const dialog = applyDialog(page);
  await dialog.getByLabel('Full name').fill('Dana Kim');
  await dialog.getByLabel('Email').fill(applicant);
  await tap(dialog.getByRole('button', { name: 'Send application' }));
  await expect(page.getByRole('heading', { name: /^Application sent to / })).toBeFocused();
  await tap(page.getByRole('button', { name: 'Done' }));
  const today = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const applied = page.locator('#apply').getByRole('button', { name: `Applied on ${today}` });
  await expect(applied).toBeVisible();

  // Back on the page later: still said.
  await page.goto(JOB, { waitUntil: 'commit' });
  await expect(applied).toBeVisible();

  // A second send, from the same address spelt otherwise: kindly answered, nothing sent.
  await tap(applied);
  await dialog.getByLabel('Full name').fill('Dana Kim');
  await dialog.getByLabel('Email').fill(applicant.toUpperCase());
  await tap(dialog.getByRole('button', { name: 'Send application' }));
  await expect(page.getByRole('heading', { name: 'You already applied to this job' })).toBeFocused();
  await expect(page.locator('[data-apply-relayed]')).toContainText(`on ${today}, so we did not send it again`);
  await tap(page.getByRole('button', { name: 'Done' }));

  // My jobs on this phone lists it at once.
  await page.goto('/my-jobs', { waitUntil: 'commit' });
  const list = page.getByRole('list', { name: 'Applied from this device' });
  await expect(list.getByRole('link', { name: 'Outpatient Orthopedic Physical Therapist' })).toBeVisible();
  await expect(list).toContainText(`Applied on ${today}`);
});
