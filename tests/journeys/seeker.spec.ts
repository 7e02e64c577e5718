/**
 * Whole visitor journeys, played as a phone visitor (390 px, Slow 4G, 4x CPU) and a laptop visitor plays
 * them, acting as soon as each control is visible (./support/visitor.ts).
 */
import { mailsTo } from '../support/outbox';
import { buildSeedJobs } from '../../supabase/seed/jobs';
import { ownerToken } from '../../src/features/auth/owner-link';
import { signingSecret } from '../../src/server/signing';
import { expect, tap, test, visitorAddress, type Page } from './support/visitor';

const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');
const pdf = { name: 'Ana CV.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 66)]) };
const counted = async (page: Page) =>
  /Showing (\d+) of (\d+) jobs/
    .exec((await page.getByTestId('count-line').textContent()) ?? '')
    ?.slice(1)
    .map(Number) ?? [];
/** The apply dialog, whichever way it is headed (a recruiting-partner job's says "Contact our recruiters"). */
const applyDialog = (page: Page) => page.getByRole('dialog', { name: /^(Apply|Contact our recruiters): / });
const mailText = (m: { text?: string | false }) => (m.text || '').toString();

test('seeker: from the home page, search "ortho" near a ZIP, filter, open a job, save it, Back to the same board, apply through the site with a resume, get the receipt, follow it in My applications', async ({
  page,
}, info) => {
  const applicant = `seeker.${info.project.name}.${Date.now()}@example.com`;
  // The home page's first screen searches: what and where, landing on the board's results.
  await page.goto('/', { waitUntil: 'commit' });
  const home = page.getByRole('search', { name: 'Search jobs' });
  await tap(home.getByLabel('What'));
  await home.getByLabel('What').fill('ortho');
  await tap(home.getByLabel('Where'));
  await home.getByLabel('Where').fill('90025');
  await tap(home.getByRole('button', { name: 'Search jobs' }));
  await expect(page).toHaveURL(/\/jobs\?q=ortho&location=90025/);
  const search = page.getByLabel('Search', { exact: true });
  await expect(search).toHaveValue('ortho');
  await expect(page.getByLabel('Location', { exact: true })).toHaveValue('90025');
  // With a location, each card says how far it is.
  await expect(page.locator('[data-board-list] [data-distance]').first()).toHaveText(/ · (Under 1 mile|\d+ miles?) away$/);
  await expect.poll(async () => (await counted(page))[0] ?? 0).toBeGreaterThan(0);

  // A filter: on a phone inside the filter sheet, on a laptop beside the results.
  const sheet = page.getByRole('button', { name: /^Filters/ });
  if (await sheet.isVisible()) await tap(sheet);
  await page.getByLabel('Job type').selectOption('full-time');
  const show = page.getByRole('button', { name: /^Show \d+ jobs?$/ });
  if (await show.isVisible()) await tap(show);
  await expect(page).toHaveURL(/type=full-time/);
  // The filtered results are on screen: every card is a full-time job (the URL can change first).
  await expect
    .poll(async () => {
      const cards = await page.locator('[data-board-list] article').allTextContents();
      return cards.length > 0 && cards.every((t) => t.includes('Full-time'));
    })
    .toBe(true);
  const [shown] = await counted(page);

  // Open the last card shown (the visitor has scrolled to it) of a job in the database (the four static
  // roles of the spec apply by mail only).
  const titles = page
    .locator('[data-board-list] article')
    .filter({ has: page.locator('a[data-job-id]:not([data-job-id^="static-"])') })
    .locator('h3 a');
  const card = titles.nth((await titles.count()) - 1);
  const title = (await card.textContent())!.trim();
  await card.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => scrollY);
  await tap(card);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(title);

  await tap(page.getByRole('button', { name: `Save Job: ${title}` }).first());
  await expect(page.getByRole('button', { name: `Unsave: ${title}` }).first()).toBeVisible();

  // Back: the same search, the same results, about where the visitor was.
  await page.goBack();
  await expect(page).toHaveURL(/q=ortho.*location=90025.*type=full-time|type=full-time.*q=ortho/);
  await expect(search).toHaveValue('ortho');
  await expect.poll(async () => (await counted(page))[0]).toBe(shown);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(scrolled - 400);

  // Apply from the board's card, through the site, with a resume.
  await tap(page.getByRole('link', { name: `Apply: ${title}` }).first());
  const dialog = applyDialog(page);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Full name').fill('Ana Lopez');
  await dialog.getByLabel('Email').fill(applicant);
  await dialog.getByLabel(/Resume/).setInputFiles(pdf);
  await expect(dialog.getByLabel('Message')).toHaveValue(/I have attached my resume[\s\S]*Thank you,\nAna Lopez$/);
  await tap(dialog.getByLabel('Remember me on this device'));
  await tap(dialog.getByRole('button', { name: 'Send application' }));
  await expect(page.getByRole('heading', { name: /^Application sent to / })).toBeFocused();
  await expect(page.locator('[data-apply-relayed]')).toContainText(applicant);
  await tap(page.getByRole('button', { name: 'Done' }));
  // Remembered on this device, as asked: the next application starts with the name and email.
  await tap(page.getByRole('link', { name: `Apply: ${title}` }).first());
  await expect(dialog.getByLabel('Full name')).toHaveValue('Ana Lopez');
  await expect(dialog.getByLabel('Email')).toHaveValue(applicant);
  await tap(dialog.getByRole('button', { name: 'Close' }));

  // The receipt, and My applications from it.
  await expect.poll(async () => (await mailsTo(applicant)).length).toBeGreaterThan(0);
  const receipt = mailText((await mailsTo(applicant))[0]!);
  const mine = /(https?:\/\/\S+\/applications\/mine\?token=\S+)/.exec(receipt)![1]!;
  await page.goto(path(mine), { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('My applications');
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.locator('[data-application-status]').first()).toHaveText('Sent');
});

test('seeker without a mail program: Apply through the email app, then sees where and what to send', async ({ page }) => {
  await page.goto('/jobs/outpatient-orthopedic-pt-los-angeles', { waitUntil: 'commit' });
  await tap(
    page
      .getByRole('button', { name: /^(Apply Now|Contact Our Recruiters|Contact Recruiters)$/ })
      .filter({ visible: true })
      .first(),
  );
  const dialog = applyDialog(page);
  await dialog.getByLabel('Full name').fill('Ben Ortiz');
  await dialog.getByLabel('Email').fill('ben.ortiz@example.com');
  await tap(dialog.getByRole('button', { name: 'Use my email app instead' }));
  // No mail program opened (none here): the dialog says what to send and where, to copy by hand.
  const ready = page.getByRole('heading', { name: /is ready to send$/ });
  await expect(ready).toBeVisible();
  await expect(page.getByText('Application Submitted', { exact: true })).toBeVisible();
  const panel = page.locator('[data-apply-sent]');
  await expect(panel).toContainText('Application for');
  await expect(panel.getByRole('button', { name: /^Copy/ }).first()).toBeVisible();
});

test('subscriber: an alert from a search, confirmed from the mail, managed, deleted', async ({ page }, info) => {
  const email = `subscriber.${info.project.name}.${Date.now()}@example.com`;
  await page.goto('/jobs?setting=outpatient', { waitUntil: 'commit' });
  await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
  await tap(page.getByRole('button', { name: 'Get alerts for this search' }).first());
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Weekly').check();
  await tap(dialog.getByRole('button', { name: 'Save alert' }));
  await expect(dialog.getByRole('status')).toHaveText(`Check your email: we sent a confirmation link to ${email}. Your alert starts when you confirm it.`);

  await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
  const confirm = /https?:\/\/\S+\/alerts\/confirm\?token=\S+/.exec(mailText((await mailsTo(email))[0]!))![0];
  await page.goto(path(confirm), { waitUntil: 'commit' });
  await tap(page.getByRole('button', { name: 'Confirm my alert' }));
  await expect(page.getByRole('heading', { level: 1, name: 'Your job alert is on' })).toBeVisible();

  await tap(page.getByRole('link', { name: 'Manage your alerts' }));
  await expect(page.getByRole('button', { name: 'Pause' })).toBeVisible();
  await tap(page.getByRole('button', { name: 'Delete' }));
  await tap(page.getByRole('button', { name: 'Yes, delete it' }));
  await expect(page.getByText('You have no job alerts.')).toBeVisible();
});

test("employer: the application mail's status link, a status set, the applicant's mail", async ({ page, browser }, info) => {
  const applicant = `applicant.${info.project.name}.${Date.now()}@example.com`;
  // The application the employer receives (sent through the site from the job page).
  await page.goto('/jobs/outpatient-orthopedic-pt-los-angeles#apply', { waitUntil: 'commit' });
  const dialog = applyDialog(page);
  await dialog.getByLabel('Full name').fill('Cara Diaz');
  await dialog.getByLabel('Email').fill(applicant);
  await tap(dialog.getByRole('button', { name: 'Send application' }));
  await expect(page.getByRole('heading', { name: /^Application sent to / })).toBeVisible();

  // The employer's mail: Reply-To the applicant, with the status link.
  let statusLink = '';
  await expect
    .poll(async () => {
      const { readdirSync, readFileSync } = await import('node:fs');
      const dir = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/outbox`;
      for (const f of readdirSync(dir)) {
        const text = readFileSync(`${dir}/${f}`, 'utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        if (text.includes(`Reply-To: ${applicant}`)) statusLink = /(http\S+\/employer\?application=\S+)/.exec(text)?.[1] ?? '';
      }
      return statusLink;
    })
    .not.toBe('');

  // The link opens the employer's account on this one application, without signing in.
  const employer = await browser.newPage({ viewport: page.viewportSize()!, extraHTTPHeaders: { 'cf-connecting-ip': visitorAddress() } });
  await employer.goto(path(statusLink).replace(/^/, new URL(page.url()).origin), { waitUntil: 'commit' });
  await expect(employer.getByText('Opened from the link in our mail: this application only.')).toBeVisible();
  const card = employer.getByRole('region', { name: 'Applications' }).getByRole('listitem').filter({ hasText: 'Cara Diaz' });
  // The message the applicant wrote is there (the template, signed with the name).
  await tap(card.getByText('Message'));
  await expect(card).toContainText('Thank you,\nCara Diaz');
  await tap(card.getByRole('button', { name: 'Moving forward' }));
  // Nothing mails in one tap: the view asks first.
  await expect(card.getByText('We will mail Cara Diaz that they are moving forward')).toBeVisible();
  await tap(card.getByRole('button', { name: 'Yes, mark and mail Cara Diaz' }));
  await expect(employer.getByRole('status')).toHaveText(/Marked "Moving forward"\. We let Cara Diaz know by mail\./);

  // The job's view, from the job's own link (the one its "still open?" mails carry): its applicants with it.
  const job = buildSeedJobs(new Date()).find((j) => j.slug === 'outpatient-orthopedic-pt-los-angeles')!;
  const secret = signingSecret({}, process.env.E2E_DATA_DIR ?? '.data/e2e');
  await employer.goto(`${new URL(page.url()).origin}/employer?job=${encodeURIComponent(await ownerToken(secret, String(job.id)))}`, {
    waitUntil: 'commit',
  });
  await expect(employer.getByRole('region', { name: 'Your jobs' })).toContainText(job.job_title);
  const cara = employer.getByRole('region', { name: 'Applications' }).getByRole('listitem').filter({ hasText: applicant });
  await expect(cara.locator('[data-application-status]')).toHaveText('Moving forward');
  await expect(cara.getByRole('button', { name: 'Moving forward' })).toHaveAttribute('aria-pressed', 'true');
  await employer.close();
  await expect.poll(async () => (await mailsTo(applicant)).some((m) => mailText(m).includes('as: Moving forward.'))).toBe(true);
});

test('employer: the "still open?" mail, Still open, the job\'s figures', async ({ page }) => {
  // The host runs the daily pass itself (LIFECYCLE_EVERY_SECONDS in playwright.config.ts): every seeded job
  // last confirmed 14 or more days ago gets the mail.
  let link = '';
  let title = '';
  await expect
    .poll(
      async () => {
        const { existsSync, readdirSync, readFileSync } = await import('node:fs');
        const { simpleParser } = await import('mailparser');
        const dir = `${process.env.E2E_DATA_DIR ?? '.data/e2e'}/outbox`;
        for (const f of existsSync(dir) ? readdirSync(dir).sort() : []) {
          const mail = await simpleParser(readFileSync(`${dir}/${f}`));
          const asked = /^Is "(.+)" still open\?$/.exec(mail.subject ?? '');
          if (!asked) continue;
          title = asked[1]!;
          link = /https?:\/\/\S+\/employer\?job=\S+/.exec(mailText(mail))?.[0] ?? '';
          if (link) break;
        }
        return link;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  // The link opens the employer's account on this job, without signing in: its status, figures and actions.
  await page.goto(path(link), { waitUntil: 'commit' });
  const job = page.getByRole('region', { name: 'Your jobs' }).getByRole('listitem').filter({ hasText: title });
  await expect(job).toContainText('Live');
  await expect(job).toContainText(/\d+ views? · \d+ apply starts? · \d+ saves? · \d+ applications?/);
  // Edit and copy need an account: the link's view does not offer them.
  await expect(job.getByRole('button', { name: /^Edit/ })).toHaveCount(0);
  await tap(job.getByRole('button', { name: 'Still open' }));
  await expect(page.getByRole('status')).toHaveText(`Thanks: “${title}” is confirmed open today.`);
  // "Close as filled" asks first, naming the job; Cancel changes nothing.
  await tap(job.getByRole('button', { name: 'Close as filled' }));
  const asked = job.getByRole('group', { name: `Close “${title}” as filled?` });
  await expect(asked).toContainText('leaves the board');
  await tap(asked.getByRole('button', { name: 'Cancel' }));
  await expect(job).toContainText('Live');
});
