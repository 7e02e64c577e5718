/**
 * An employer's job from the first sign-in to a hire, on the host that rebuilds itself (as `npm start`
 * does): a new clinic owner signs in with the mailed code, claims the practice and posts a job (a
 * California job without a pay range is stopped at the pay field, naming the law); staff verify the claim
 * and publish; the job is on the board after the rebuild; a seeker applies through the site; the owner
 * finds the application in their account, moves it to "Moving forward" (asked first), and the seeker's
 * My jobs shows it. The owner then pauses and resumes the job, and closes it as filled (asked, naming it).
 */
import { STAFF_DIR, STAFF_PORT } from '../../playwright.config';
import { mailsTo } from '../support/outbox';
import { claimPractice, fillPosting, payRangeAsked, signInWithCode } from './support/employer';
import { REBUILT_WITHIN, signInEnrolling } from './support/staff';
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from '@playwright/test';
import { expect, tap, test, visitorAddress } from './support/visitor';

const ORIGIN = `http://127.0.0.1:${STAFF_PORT}`;
test.use({ baseURL: ORIGIN });
const mailText = (m: { text?: string | false }) => (m.text || '').toString();

test('employer: sign in, claim, post, verified and published, on the board, an application moved forward and seen by the seeker, the job closed as filled', async ({
  page,
  browser,
}, info) => {
  // Two rebuilds of the site (publish, close) and three people.
  test.setTimeout(REBUILT_WITHIN * 2 + 180_000);
  const stamp = `${Date.now()}-${info.project.name}`;
  const owner = `owner-${stamp}@bayside.example`;
  const practice = `Bayside Rehab ${stamp}`;
  const title = `Outpatient Physical Therapist ${stamp.replace(/\D/g, '')}`;
  const dataDir = STAFF_DIR;

  await signInWithCode(page, owner, { dataDir });
  await claimPractice(page, practice, { number: 'PT 40412', state: 'CA', address: '200 Embarcadero, San Francisco, CA' });
  await expect(page.getByRole('status')).toHaveText(`${practice} is claimed. We check the licence before its jobs go live.`);
  await expect(page.getByRole('region', { name: practice })).toBeVisible();
  // Signed in as a practice's person: "Your practice" is in every page's menu from now on.
  await page.goto('/', { waitUntil: 'commit' });
  const menu = page.locator(page.viewportSize()!.width < 768 ? '[data-menu-toggle]' : '[data-dropdown-toggle]');
  // A tap before the menu's script has run opens nothing: the visitor taps again.
  await expect(async () => {
    if ((await menu.getAttribute('aria-expanded')) !== 'true') await tap(menu);
    await expect(page.getByRole('link', { name: 'Your practice' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await tap(page.getByRole('link', { name: 'Your practice' }));

  // From "Post a job" to a submitted posting, as a phone visitor fills it: taps and seconds counted.
  let taps = 0;
  const counted = async (control: Locator) => (taps++, tap(control));
  await expect(page.getByText(`Signed in as ${owner}`)).toBeVisible();
  const started = Date.now();
  await counted(page.getByRole('link', { name: 'Post a job' }));
  await fillPosting(page, { title, city: 'San Francisco', state: 'CA', description: 'Outpatient orthopedics, one patient an hour, documentation time paid.' });
  await counted(page.getByRole('button', { name: 'Submit for review' }));
  // California requires a pay range: stopped at the pay field, the law named.
  await payRangeAsked(page, '98000', '121000', counted);
  console.log(
    `Post a job to a submitted posting (${info.project.name}): ${taps} taps, 10 fields typed or chosen, ${((Date.now() - started) / 1000).toFixed(1)} s (a California job: one refusal at the pay field on the way)`,
  );

  // Staff, in their own browser: the claim's evidence, verified; the posting published; the site rebuilt.
  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, baseURL: ORIGIN });
  const staff = await staffContext.newPage();
  await staff.setExtraHTTPHeaders({ 'cf-connecting-ip': visitorAddress() });
  await signInEnrolling(staff, `employers-${info.project.name}@rehabmatch.test`);
  const queue = staff.getByRole('list', { name: 'Review queue' });
  await tap(queue.getByRole('button', { name: new RegExp(title) }));
  await tap(staff.getByRole('button', { name: `Verify ${practice} under Employers` }));
  await expect(staff.getByText(`Claimed by ${owner}`)).toBeVisible();
  await tap(staff.getByRole('form', { name: `Verify ${practice}` }).getByRole('button', { name: 'Verify' }));
  await expect(staff.getByTestId('staff-status')).toHaveText(/is verified/);
  await tap(staff.getByRole('button', { name: 'Review queue' }));
  await tap(queue.getByRole('button', { name: new RegExp(title) }));
  const publishedAt = Date.now();
  await tap(staff.getByRole('button', { name: 'Publish' }));
  await expect(staff.getByTestId('site-live')).toContainText('On the site now', { timeout: REBUILT_WITHIN });
  console.log(`Publish to live on the local host (${info.project.name}): ${((Date.now() - publishedAt) / 1000).toFixed(1)} s (no target but under a minute)`);
  const jobUrl = new URL((await staff.getByTestId('site-live').getByRole('link', { name: 'View on site' }).getAttribute('href'))!, ORIGIN).pathname;
  await staffContext.close();

  // A seeker applies through the site from the job page, and keeps the My applications link on the device.
  const applicant = `seeker.${stamp}@example.com`;
  const seekerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, baseURL: ORIGIN });
  const seeker = await seekerContext.newPage();
  await seeker.setExtraHTTPHeaders({ 'cf-connecting-ip': visitorAddress() });
  await seeker.goto(jobUrl, { waitUntil: 'commit' });
  await expect(seeker.getByRole('heading', { level: 1 })).toHaveText(title);
  await tap(seeker.locator('#apply').getByRole('button', { name: 'Apply Now' }));
  const dialog = seeker.getByRole('dialog', { name: /^Apply: / });
  await dialog.getByLabel('Full name').fill('Dana Reyes');
  await dialog.getByLabel('Email').fill(applicant);
  await tap(dialog.getByRole('button', { name: 'Send application' }));
  await expect(seeker.getByRole('heading', { name: /^Application sent to / })).toBeVisible();
  let mine = '';
  await expect
    .poll(async () => (mine = /https?:\/\/\S+\/applications\/mine\?token=\S+/.exec((await mailsTo(applicant, dataDir)).map(mailText).join('\n'))?.[0] ?? ''))
    .not.toBe('');
  await seeker.goto(new URL(mine).pathname + new URL(mine).search, { waitUntil: 'commit' });
  await expect(seeker.locator('[data-application-status]').first()).toHaveText('Sent');

  // The owner finds it among the practice's applications and moves it forward; the applicant is told.
  await page.goto('/employer', { waitUntil: 'commit' });
  const apps = page.getByRole('region', { name: 'Applications' });
  await apps.getByLabel('Search applications').fill('Dana');
  await tap(apps.getByRole('button', { name: 'Search' }));
  const dana = apps.getByRole('listitem').filter({ hasText: 'Dana Reyes' });
  await expect(dana).toContainText(title);
  await tap(dana.getByRole('button', { name: 'Moving forward' }));
  await expect(dana.getByText(`We will mail Dana Reyes that they are moving forward (“${title}”).`)).toBeVisible();
  await tap(dana.getByRole('button', { name: 'Yes, mark and mail Dana Reyes' }));
  await expect(page.getByRole('status')).toHaveText('Marked "Moving forward". We let Dana Reyes know by mail.');
  await expect(dana.locator('[data-application-status]')).toHaveText('Moving forward');
  const jobs = page.getByRole('region', { name: 'Your jobs' });
  const job = jobs.getByRole('listitem').filter({ hasText: title });
  await expect(job).toContainText('Live');
  await expect(job).toContainText('1 application');
  // The account as the owner sees it now, its jobs and applications listed: no accessibility violation.
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  // The seeker's My jobs: My applications, from the link this device kept, says where it stands.
  await seeker.goto('/my-jobs', { waitUntil: 'commit' });
  await tap(seeker.getByRole('link', { name: 'Open My applications' }));
  await expect(seeker.getByRole('heading', { level: 1, name: 'My applications' })).toBeVisible();
  await expect(seeker.getByRole('listitem').filter({ hasText: title }).locator('[data-application-status]')).toHaveText('Moving forward');
  await seekerContext.close();

  // The job's own actions: paused and resumed; then closed as filled, asked first with its name.
  await tap(job.getByRole('button', { name: 'Pause' }));
  await expect(page.getByRole('status')).toContainText(`“${title}” is paused`);
  await expect(job).toContainText('Paused');
  await tap(job.getByRole('button', { name: 'Resume' }));
  await expect(page.getByRole('status')).toHaveText(`“${title}” is back on the board.`);
  await tap(job.getByRole('button', { name: 'Close as filled' }));
  const asked = job.getByRole('group', { name: `Close “${title}” as filled?` });
  await tap(asked.getByRole('button', { name: 'Cancel' }));
  await expect(job).toContainText('Live');
  await tap(job.getByRole('button', { name: 'Close as filled' }));
  await tap(asked.getByRole('button', { name: 'Yes, close it as filled' }));
  await expect(page.getByRole('status')).toHaveText(`“${title}” is closed as filled. Congratulations on the hire.`);
  await expect(job).toContainText('Closed');
});
