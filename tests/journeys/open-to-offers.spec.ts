/**
 * Open to offers, as its people do it, on the host that rebuilds itself: a clinic posts a job and staff
 * verify it and publish it; a PT signs in with a mailed code and makes a private profile; the verified
 * clinic finds it by place and pay (no name or address shown), is stopped asking under the PT's floor, and
 * asks; the PT accepts from the mail; each sees the other's contact; a second verified clinic the PT
 * blocked never finds the profile; the PT sees one clinic looked; a job the clinic publishes afterwards that
 * fits reaches the PT in one mail.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { STAFF_DIR, STAFF_PORT } from '../../playwright.config';
import { mailsTo } from '../support/outbox';
import { claimPractice, fillPosting, payRangeAsked, signInWithCode } from './support/employer';
import { signInEnrolling } from './support/staff';
import { expect, tap, test, visitorAddress } from './support/visitor';

const ORIGIN = `http://127.0.0.1:${STAFF_PORT}`;
test.use({ baseURL: ORIGIN });
const dataDir = STAFF_DIR;
const mailText = (m: { text?: string | false }) => (m.text || '').toString();
const axe = async (page: Page) =>
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

/** A person of their own: a browser context on its own network. */
async function person(browser: Browser, page: Page) {
  const context = await browser.newContext({
    viewport: page.viewportSize() ?? undefined,
    baseURL: ORIGIN,
    extraHTTPHeaders: { 'cf-connecting-ip': visitorAddress() },
  });
  return { context, page: await context.newPage() };
}

/** The owner posts a California PT job with its pay range (asked for at the pay field) and submits it for review. */
async function post(page: Page, title: string, city: string) {
  await page.goto('/employer', { waitUntil: 'commit' });
  await tap(page.getByRole('link', { name: 'Post a job' }));
  await fillPosting(page, { title, city, state: 'CA', description: 'Outpatient orthopedics, one patient an hour, documentation time paid.' });
  await tap(page.getByRole('button', { name: 'Submit for review' }));
  await payRangeAsked(page, '100000', '115000');
}

/** Staff publish the posting from the review queue (opened afresh: a view reads its list when it opens). */
async function publish(staff: Page, title: string) {
  await tap(staff.getByRole('button', { name: 'Employers' }));
  await tap(staff.getByRole('button', { name: 'Review queue' }));
  await tap(staff.getByRole('list', { name: 'Review queue' }).getByRole('button', { name: new RegExp(title) }));
  await tap(staff.getByRole('button', { name: 'Publish' }));
  await expect(staff.getByTestId('staff-status')).toContainText(/[Pp]ublished/);
}

/** Staff verify a claimed practice from the Employers tab (its claim's licence as stated). */
async function verify(staff: Page, practice: string) {
  await tap(staff.getByRole('button', { name: 'Employers' }));
  await staff.getByLabel('Find an employer (name, legal entity or licence)').fill(practice);
  await tap(staff.getByRole('form', { name: `Verify ${practice}` }).getByRole('button', { name: 'Verify' }));
  await expect(staff.getByTestId('staff-status')).toHaveText(/is verified/);
}

/** A clinic's search of the pool near `place`, offering `pay` a year. */
async function searchPool(page: Page, place: string, pay: string) {
  await page.goto('/employer', { waitUntil: 'commit' });
  const pool = page.getByRole('region', { name: 'Clinicians open to offers' });
  await pool.getByLabel('Near').fill(place);
  await pool.getByLabel('Within').selectOption('10');
  await pool.getByLabel('The most you can offer').fill(pay);
  await tap(pool.getByRole('button', { name: 'Search clinicians' }));
  return pool;
}

test('open to offers: a private profile found by a verified clinic, asked, accepted from the mail; a blocked clinic never finds it; a new job that fits arrives in one mail', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(420_000);
  const stamp = `${Date.now()}-${info.project.name}`;
  const phone = info.project.name === 'journeys';
  // Each project's clinician in a city of their own: the two projects share this host's pool.
  const city = phone ? { name: 'Fresno, CA', job: 'Clovis' } : { name: 'Sacramento, CA', job: 'Sacramento' };
  const clinic = `Tower Rehab ${stamp}`;
  const blocked = `Old Employer PT ${stamp}`;
  const title = `Outpatient PT ${stamp.replace(/\D/g, '')}`;

  // The clinic: signed in with a code, claimed, a job posted (in review until staff verify it).
  const owner = `owner-${stamp}@tower.example`;
  await signInWithCode(page, owner, { dataDir });
  await claimPractice(page, clinic, { number: 'PT 51234', state: 'CA', address: `1 Main St, ${city.job}, CA` });
  await expect(page.getByRole('region', { name: clinic })).toBeVisible();
  await post(page, title, city.job);
  // The practice the clinician will block (their current employer), claimed by its own person.
  const other = await person(browser, page);
  const otherOwner = `owner-${stamp}@oldemployer.example`;
  await signInWithCode(other.page, otherOwner, { dataDir });
  await claimPractice(other.page, blocked, { number: 'PT 61234', state: 'CA', address: `2 Main St, ${city.job}, CA` });
  await expect(other.page.getByRole('region', { name: blocked })).toBeVisible();

  // Staff verify both practices and publish the job.
  const staffer = await person(browser, page);
  const staff = staffer.page;
  await signInEnrolling(staff, `talent-${info.project.name}@rehabmatch.test`);
  await verify(staff, clinic);
  await verify(staff, blocked);
  await publish(staff, title);

  // The PT: "Create Profile" on the board's empty state leads here; a code by mail, then the profile.
  const pt = await person(browser, page);
  const email = `pt-${stamp}@mail.example`;
  await signInWithCode(pt.page, email, { dataDir, path: '/profile', emailLabel: 'Email' });
  const form = pt.page.getByRole('form', { name: 'Your profile' });
  await form.getByLabel('Your name').fill('Jordan Lee');
  await form.getByLabel('Current employer (optional)').fill(blocked);
  await form.getByLabel('You are a').selectOption('pt');
  await form.getByLabel('Licensed in').selectOption(['CA']);
  await form.getByLabel('Outpatient').check();
  await form.getByLabel('The least pay you would take').fill('95,000');
  await form.getByLabel('Per', { exact: true }).selectOption('year');
  await form.getByLabel('Where you would work').fill(city.name);
  await form.getByLabel('How far you would travel').selectOption('25');
  await form.getByLabel('No non-compete').check();
  await form
    .getByLabel('Resume (optional)')
    .setInputFiles({ name: 'jordan-lee.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% a resume\n') });
  // Saved without a place it could read: stopped at the field, nothing stored.
  await form.getByLabel('Where you would work').fill('Qqqzzz, CA');
  await tap(form.getByRole('button', { name: 'Save my profile' }));
  await expect(form.getByRole('alert').filter({ hasText: 'Check this field:' })).toContainText('Where you would work');
  await form.getByLabel('Where you would work').fill(city.name);
  await tap(form.getByRole('button', { name: 'Save my profile' }));
  await expect(pt.page.getByRole('status')).toHaveText('Your profile is saved. Verified practices can now find it, without your name or contact.');
  await expect(pt.page.getByText('0 clinics looked this week')).toBeVisible();
  // The clinician blocks their current employer by its name.
  const blocks = pt.page.getByRole('region', { name: 'Blocked practices' });
  await blocks.getByLabel('Name or domain').fill(blocked);
  await tap(blocks.getByRole('button', { name: 'Block' }));
  await expect(pt.page.getByRole('status')).toHaveText(`Blocked ${blocked.toLowerCase()}: they will never find your profile.`);
  await axe(pt.page);

  // The blocked practice searches where the clinician works: nothing.
  const none = await searchPool(other.page, city.name, '120000');
  await expect(other.page.getByRole('status')).toHaveText('0 clinicians open to offers fit.');
  await expect(none.getByRole('list', { name: 'Clinicians open to offers' }).getByRole('listitem')).toHaveCount(0);
  await other.context.close();

  // The clinic finds the profile by place and pay: no name, no employer, no address.
  const pool = await searchPool(page, city.name, '110000');
  await expect(page.getByRole('status')).toHaveText('1 clinician open to offers fits.');
  const found = pool.getByRole('list', { name: 'Clinicians open to offers' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText('at least $95,000 a year');
  await expect(found).not.toContainText('Jordan');
  await expect(found).not.toContainText(blocked);
  await tap(found.getByRole('button', { name: 'Ask to interview' }));
  const ask = found.getByRole('form', { name: 'Ask to interview' });
  await ask.getByLabel('Pay from').fill('80000');
  await ask.getByLabel('Pay to').fill('90000');
  await ask.getByLabel('Message').fill('A mentor for your first year, one patient an hour, documentation time paid.');
  await tap(ask.getByRole('button', { name: 'Send request' }));
  await expect(ask.getByText('This pay is below the least this clinician takes')).toBeVisible();
  await ask.getByLabel('Pay from').fill('100000');
  await ask.getByLabel('Pay to').fill('115000');
  await tap(ask.getByRole('button', { name: 'Send request' }));
  await expect(page.getByRole('status')).toHaveText('Request sent. The clinician answers from their mail or My jobs; you get their contact if they accept.');
  await axe(page);

  // The PT accepts from the mail; the page gives the clinic's contact.
  let link = '';
  await expect
    .poll(async () => (link = /https?:\/\/\S+\/talent\/answer\?token=\S+/.exec((await mailsTo(email, dataDir)).map(mailText).join('\n'))?.[0] ?? ''))
    .not.toBe('');
  await pt.page.goto(new URL(link).pathname + new URL(link).search, { waitUntil: 'commit' });
  await expect(pt.page.getByText(clinic)).toBeVisible();
  await tap(pt.page.getByRole('button', { name: 'Accept and share my contact' }));
  await expect(pt.page.getByRole('heading', { name: 'You accepted this request' })).toBeVisible();
  await expect(pt.page.getByText(owner)).toBeVisible();
  // My jobs: the request accepted with the clinic's contact, and one clinic looked this week.
  await pt.page.goto('/my-jobs#open-to-offers', { waitUntil: 'commit' });
  const offers = pt.page.locator('#open-to-offers');
  await expect(offers.getByText(`Accepted. Their contact: ${owner}`)).toBeVisible();
  await expect(offers.getByText('1 clinic looked this week')).toBeVisible();

  // The clinic sees the clinician's name and address.
  await page.goto('/employer', { waitUntil: 'commit' });
  const sent = page.getByRole('list', { name: 'Requests sent' });
  await expect(sent).toContainText(`Jordan Lee, ${email}`);
  // The resume too, by the site's own link (before the answer it was not shared).
  await expect(sent.getByRole('link', { name: 'Resume' })).toHaveAttribute('href', /\/api\/resumes\/open\//);

  // A job the clinic publishes afterwards that fits the profile reaches the PT in one mail.
  const second = `${title} Sports`;
  await post(page, second, city.job);
  await publish(staff, second);
  const matches = async () => (await mailsTo(email, dataDir)).filter((m) => /fits? your profile/.test(m.subject ?? ''));
  await expect.poll(async () => (await matches()).length, { timeout: 60_000 }).toBe(1);
  const [mail] = await matches();
  expect(mailText(mail!)).toContain(second);
  // Staff: the pool with who each clinician is, and the clinic's requests, answers and acceptances.
  await tap(staff.getByRole('button', { name: 'Open to offers' }));
  await expect(staff.locator('li', { hasText: email })).toContainText('Jordan Lee');
  const figures = staff.getByRole('row', { name: new RegExp(clinic) });
  await expect(figures.getByRole('cell')).toHaveText([clinic, '1', '1', '1', /\d+(\.\d)? h/]);
  await axe(staff);
  await staffer.context.close();
  await pt.context.close();
});
