/**
 * Applying through the site, as a visitor and an employer do it: the dialog's "Send application" with a
 * resume, the employer's mail (read from the embedded outbox's .eml files) with its
 * resume and status links, the employer opening the resume ("Viewed") and answering "Moving forward", and
 * the applicant's "My applications" showing each step. The employer's address never reaches the
 * applicant's browser. At 390 and 1280 px, axe clean.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { saveFirstAndOpenSaved } from './support/saved-jobs';

const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
const JOB = '/jobs/outpatient-orthopedic-pt-los-angeles'; // seed job 1: apply-1@leakcheck.example

/** The first mail in the embedded outbox (.eml files, quoted-printable undone) whose text passes `test`. */
function mailWhere(test: (text: string) => boolean): string | null {
  const dir = join(DATA_DIR, 'outbox');
  for (const file of readdirSync(dir)) {
    const text = readFileSync(join(dir, file), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
    if (test(text)) return text;
  }
  return null;
}

async function axeClean(page: Page) {
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode(true).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
}

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`apply through the site with a resume; the employer opens it and answers "Moving forward"; My applications shows each step (${width} px)`, async ({
    page,
    browser,
  }) => {
    const applicant = `ana.${width}.${Date.now()}@example.com`;
    const seen: string[] = [];
    page.on('response', async (r) => {
      if (r.url().includes('/api/')) seen.push(await r.text().catch(() => ''));
    });
    await page.setViewportSize({ width, height });
    await page.goto(JOB);
    await page
      .getByRole('button', { name: /^Apply/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /^Apply: / });
    await dialog.getByLabel('Full name').fill('Ana Lopez');
    await dialog.getByLabel('Email').fill(applicant);
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3000, 66)]);
    await dialog.getByLabel(/Resume/).setInputFiles({ name: 'Ana CV.pdf', mimeType: 'application/pdf', buffer: pdf });
    const [relayed] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/applications') && r.request().method() === 'POST'),
      dialog.getByRole('button', { name: 'Send application' }).click(),
    ]);
    expect(relayed.status()).toBe(202);
    const sent = page.getByRole('dialog', { name: /^Application sent to / });
    await expect(sent.getByRole('heading', { name: /^Application sent to / })).toBeFocused();
    // One confirmation: the dialog's, naming the employer; the mail route's toast is not shown here.
    await expect(sent).toContainText(applicant);
    await expect(page.getByText('Application Submitted', { exact: true })).toHaveCount(0);
    // Nothing the browser received names the employer's address.
    expect(seen.join('\n')).not.toMatch(/leakcheck\.example/);
    expect(await page.content()).not.toMatch(/leakcheck\.example/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await sent.getByRole('button', { name: 'Done' }).click();
    await expect(sent).toBeHidden();

    // The employer's mail: to the job's address, Reply-To the applicant, with the resume and status links.
    let employerMail: string | null = null;
    await expect.poll(() => (employerMail = mailWhere((t) => t.includes(`Reply-To: ${applicant}`))) !== null).toBe(true);
    expect(employerMail!).toMatch(/^To: apply-1@leakcheck\.example/m);
    const resumeLink = /Resume: (\S+)/.exec(employerMail!)![1]!;
    const statusLink = /(http\S+\/employer\?application=\S+)/.exec(employerMail!)![1]!;
    let receipt: string | null = null;
    await expect.poll(() => (receipt = mailWhere((t) => t.includes(`\nTo: ${applicant}`) && t.includes('sent your application'))) !== null).toBe(true);
    expect(receipt!).not.toMatch(/leakcheck\.example/);
    const mineLink = /(http\S+\/applications\/mine\?token=\S+)/.exec(receipt!)![1]!;
    const path = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

    await page.goto(path(mineLink));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('My applications');
    await expect(page.locator('[data-application-status]').first()).toHaveText('Sent');

    // The employer opens the resume (the applicant sees "Viewed"), then answers on the status page.
    const employer = await browser.newPage({ viewport: { width, height } });
    const download = await employer.request.get(path(resumeLink).replace(/^/, new URL(page.url()).origin));
    expect(download.status()).toBe(200);
    await page.reload();
    await expect(page.locator('[data-application-status]').first()).toHaveText('Viewed');
    // The status link opens the employer's account on this application, without signing in.
    await employer.goto(path(statusLink));
    const card = employer.getByRole('region', { name: 'Applications' }).getByRole('listitem').filter({ hasText: 'Ana Lopez' });
    await expect(card.locator('[data-application-status]')).toHaveText('Viewed');
    await axeClean(employer);
    await card.getByRole('button', { name: 'Moving forward' }).click();
    // Nothing mails in one tap: the view asks first.
    await expect(card.getByText('We will mail Ana Lopez that they are moving forward')).toBeVisible();
    await card.getByRole('button', { name: 'Yes, mark and mail Ana Lopez' }).click();
    await expect(employer.getByRole('status')).toHaveText(/Marked "Moving forward"\. We let Ana Lopez know by mail\./);
    expect(await employer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await employer.close();

    await page.reload();
    await expect(page.locator('[data-application-status]').first()).toHaveText('Moving forward');
    await axeClean(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    // One mail told the applicant (the status mail; folded headers aside, its text says the status).
    await expect.poll(() => mailWhere((t) => t.includes(`\nTo: ${applicant}`) && t.includes('as: Moving forward.')) !== null).toBe(true);
  });
}

test('the saved-jobs dialog leads to My applications, which mails the link to the inbox that asks', async ({ page }) => {
  await page.goto('/jobs');
  const saved = await saveFirstAndOpenSaved(page);
  await saved.getByRole('link', { name: 'My applications' }).click();
  await expect(page).toHaveURL(/\/my-applications$/);
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Email me my link' }).click();
  await expect(page.getByText('Check your email')).toBeVisible();
  await axeClean(page);
});
