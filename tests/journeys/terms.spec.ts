/**
 * The contract-term filters, as a phone visitor (the Filters sheet) and a laptop visitor (beside the
 * results) use them: each one ticked shows as many jobs as its count said, and the first of them states
 * that term in its page's Terms card.
 * "Pay shown" keeps the jobs that state an amount.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, tap, test, type Page } from './support/visitor';

/** The options' counts are the shown search's (undimmed): the last search's stay, dimmed, until counted. */
const countsCurrent = (page: Page) => expect(page.locator('form[data-board-form]')).not.toHaveAttribute('data-counting');

const counted = async (page: Page) => Number(/Showing (\d+) of/.exec((await page.getByTestId('count-line').textContent()) ?? '')?.[1] ?? -1);

const FILTERS = [
  ['No non-compete', 'noCompete', 'Non-compete', 'None'],
  ['PSLF-eligible employer', 'pslf', 'Employer type', 'qualifies for Public Service Loan Forgiveness'],
  ['Paid documentation time', 'paidDocs', 'Documentation time', 'Paid'],
  ['No clawback', 'noClawback', 'Sign-on bonus clawback', 'None: the bonus is yours'],
] as const;

test('each contract-term filter shows the jobs that state the term', async ({ page }) => {
  await page.goto('/jobs', { waitUntil: 'commit' });
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  const where = phone ? sheet : page.locator('form').filter({ has: page.getByLabel('Setting') });
  for (const [label, key, term, says] of FILTERS) {
    if (phone) await tap(page.getByRole('button', { name: /^Filters/ }));
    const box = where.getByRole('checkbox', { name: new RegExp(`^${label} \\(\\d+\\)$`) });
    await countsCurrent(page);
    const count = Number(/\((\d+)\)/.exec((await box.locator('xpath=..').textContent()) ?? '')![1]);
    expect(count, label).toBeGreaterThan(0);
    await tap(box);
    await expect(page).toHaveURL(new RegExp(`${key}=1`));
    await expect.poll(() => counted(page), { message: label }).toBe(count);
    if (phone) {
      expect((await new AxeBuilder({ page }).include('#board-filter-sheet').analyze()).violations).toEqual([]);
      await tap(sheet.getByRole('button', { name: /^Show \d+ jobs?$/ }));
    }
    // The first job shown states the term.
    const first = page.locator('article h3 a').first();
    const href = (await first.getAttribute('href'))!;
    const card = await page.request.get(href);
    const html = await card.text();
    const terms = /<section[^>]*aria-labelledby="terms-title"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(terms, `${label}: ${href}`).toContain(`>${term}<`);
    expect(terms, `${label}: ${href}`).toContain(says);
    // Untick it again.
    if (phone) await tap(page.getByRole('button', { name: /^Filters/ }));
    await tap(box);
    await expect(page).not.toHaveURL(new RegExp(`${key}=1`));
    if (phone) await tap(sheet.getByRole('button', { name: /^Show \d+ jobs?$/ }));
  }
});

test('"Pay shown" keeps the jobs that state their pay, as many as its count said', async ({ page }) => {
  await page.goto('/jobs', { waitUntil: 'commit' });
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  const where = phone ? sheet : page.locator('form').filter({ has: page.getByLabel('Setting') });
  if (phone) await tap(page.getByRole('button', { name: /^Filters/ }));
  const box = where.getByRole('checkbox', { name: /^Pay shown \(\d+\)$/ });
  await countsCurrent(page);
  const count = Number(/\((\d+)\)/.exec((await box.locator('xpath=..').textContent()) ?? '')![1]);
  expect(count).toBeGreaterThan(0);
  await tap(box);
  await expect(page).toHaveURL(/payOnly=1/);
  await expect.poll(() => counted(page)).toBe(count);
  expect(count).toBeLessThan(Number(/of (\d+)/.exec((await page.getByTestId('count-line').textContent()) ?? '')![1]));
  if (phone) await tap(sheet.getByRole('button', { name: /^Show \d+ jobs?$/ }));
  // Every card shown states an amount.
  const pays = await page
    .getByRole('list', { name: 'Jobs' })
    .locator('article')
    .evaluateAll((cards) => cards.map((c) => c.textContent ?? ''));
  expect(pays.length).toBeGreaterThan(0);
  for (const text of pays) {
    expect(text).toMatch(/\$\d/);
    expect(text).not.toMatch(/Salary negotiable|not specified/);
  }
});
