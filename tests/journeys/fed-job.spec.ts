/**
 * A job that arrives by feed, from the clinic's careers feed to an application, on the host that rebuilds
 * itself and pulls feeds itself (`FEEDS_EVERY_SECONDS`): a clinic owner signs in, claims the practice and
 * adds its feed in the account; the hourly pass (every 2 s here) reads it and the run's report shows in the
 * account; staff see the feed and its report in the console, verify the practice and publish the job from
 * the review queue; after the rebuild a seeker finds it on the board, opens it and applies through the
 * site, and the application reaches the feed's contact address. The feed is a fixture server on loopback,
 * reached by a `.test` name (FEEDS_TEST_NAMES): every other part is the real fetch, read, map and post.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STAFF_DIR, STAFF_PORT } from '../../playwright.config';
import { mailsTo } from '../support/outbox';
import { claimPractice, signInWithCode } from './support/employer';
import { REBUILT_WITHIN, signInEnrolling } from './support/staff';
import { expect, tap, test, visitorAddress } from './support/visitor';

const ORIGIN = `http://127.0.0.1:${STAFF_PORT}`;
test.use({ baseURL: ORIGIN });

let feedServer: Server;
let feedXml = '';
test.beforeAll(async () => {
  feedServer = createServer((req, res) => {
    if (req.url === '/careers/jobs.xml') res.writeHead(200, { 'content-type': 'application/xml' }).end(feedXml);
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => feedServer.listen(0, '127.0.0.1', done));
});
test.afterAll(() => {
  feedServer.closeAllConnections();
  feedServer.close();
});

test('a fed job: the feed added by its clinic, read by the pass, published, on the board and applied to through the site', async ({ page, browser }, info) => {
  test.setTimeout(REBUILT_WITHIN + 180_000);
  const stamp = `${Date.now()}-${info.project.name}`;
  // A word of its own (letters from the stamp), so the board's keyword search finds this job alone.
  const word = `Aqua${stamp
    .replace(/\D/g, '')
    .slice(-8)
    .replace(/\d/g, (d) => 'bcdfghjklm'[Number(d)]!)}`;
  const title = `${word} Physical Therapist`;
  const owner = `owner-${stamp}@riverbend.example`;
  const practice = `Riverbend Aquatic PT ${stamp}`;
  const contact = `careers-${stamp}@riverbend.example`;
  feedXml = `<?xml version="1.0" encoding="utf-8"?><source><publisher>Riverbend</publisher>
<job><title><![CDATA[${title}]]></title><referencenumber>RB-${stamp}</referencenumber><city>Boise</city><state>ID</state>
<jobtype>Full-time</jobtype><email>${contact}</email><salary>$92,000 - $108,000 per year</salary>
<description><![CDATA[<p>Aquatic and outpatient orthopedic care, <b>one patient an hour</b>.</p>]]></description></job></source>`;
  const feedUrl = `http://feeds.rehabmatch.test:${(feedServer.address() as AddressInfo).port}/careers/jobs.xml`;

  // The owner claims the practice and adds its feed.
  await signInWithCode(page, owner, { dataDir: STAFF_DIR });
  await claimPractice(page, practice, { number: 'PT 7731', state: 'ID', address: '100 River St, Boise, ID' });
  const region = page.getByRole('region', { name: practice });
  await expect(region).toBeVisible();
  await region.getByLabel('Add a feed address').fill('http://127.0.0.1/jobs.xml');
  await tap(region.getByRole('button', { name: 'Add the feed' }));
  await expect(region.getByText('Give a public address by its name (not a number or a local name)')).toBeVisible();
  await region.getByLabel('Add a feed address').fill(feedUrl);
  await tap(region.getByRole('button', { name: 'Add the feed' }));
  await expect(page.getByRole('status')).toHaveText('Feed added: we read it within the hour. Its jobs are reviewed as any posting is.');
  await expect(region.getByText(feedUrl)).toBeVisible();

  // The pass reads it: the run's report is in the account (the page read again until it shows).
  await expect(async () => {
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByRole('region', { name: practice }).getByText('1 created, 0 updated, 0 unchanged, 0 closed, 0 refused')).toBeVisible({
      timeout: 3000,
    });
  }).toPass({ timeout: 60_000 });
  const jobs = page.getByRole('region', { name: 'Your jobs' });
  await expect(jobs.getByRole('listitem').filter({ hasText: title })).toContainText('In review');

  // Staff: the feed and its report in the console; the practice verified, the job published.
  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, baseURL: ORIGIN });
  const staff = await staffContext.newPage();
  await staff.setExtraHTTPHeaders({ 'cf-connecting-ip': visitorAddress() });
  await signInEnrolling(staff, `feeds-${info.project.name}@rehabmatch.test`);
  await tap(staff.getByRole('button', { name: 'Feeds' }));
  // (The local pass runs every 2 s and the view lists the last 5 runs: by now the one that created the job
  // may have scrolled out, followed by runs that found it unchanged.)
  const feed = staff.getByRole('listitem').filter({ hasText: practice });
  await expect(feed).toContainText('1 open job');
  await expect(feed).toContainText(/[01] created, 0 updated, [01] unchanged, 0 closed, 0 refused/);
  await tap(staff.getByRole('button', { name: 'Review queue' }));
  const queue = staff.getByRole('list', { name: 'Review queue' });
  await tap(queue.getByRole('button', { name: new RegExp(title) }));
  await tap(staff.getByRole('button', { name: `Verify ${practice} under Employers` }));
  await tap(staff.getByRole('form', { name: `Verify ${practice}` }).getByRole('button', { name: 'Verify' }));
  await expect(staff.getByTestId('staff-status')).toHaveText(/is verified/);
  await tap(staff.getByRole('button', { name: 'Review queue' }));
  await tap(queue.getByRole('button', { name: new RegExp(title) }));
  await tap(staff.getByRole('button', { name: 'Publish' }));
  await expect(staff.getByTestId('site-live')).toContainText('On the site now', { timeout: REBUILT_WITHIN });
  await staffContext.close();

  // A seeker finds it on the board by its word, opens it and applies through the site.
  const seekerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, baseURL: ORIGIN });
  const seeker = await seekerContext.newPage();
  await seeker.setExtraHTTPHeaders({ 'cf-connecting-ip': visitorAddress() });
  await seeker.goto(`/jobs?q=${word.toLowerCase()}`, { waitUntil: 'commit' });
  const card = seeker.getByRole('link', { name: new RegExp(title) }).first();
  await tap(card);
  await expect(seeker.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(seeker.getByText('one patient an hour')).toBeVisible();
  await expect(seeker.getByText(/\$92,000/).first()).toBeVisible();
  await tap(seeker.locator('#apply').getByRole('button', { name: 'Apply Now' }));
  const dialog = seeker.getByRole('dialog', { name: /^Apply: / });
  await dialog.getByLabel('Full name').fill('Sam Ortiz');
  await dialog.getByLabel('Email').fill(`sam.${stamp}@example.com`);
  await tap(dialog.getByRole('button', { name: 'Send application' }));
  await expect(seeker.getByRole('heading', { name: /^Application sent to / })).toBeVisible();
  await seekerContext.close();
  // The application reaches the address the feed gave.
  await expect.poll(async () => (await mailsTo(contact, STAFF_DIR)).some((m) => /Sam Ortiz/.test(`${m.subject} ${(m.text || '').toString()}`))).toBe(true);
});
