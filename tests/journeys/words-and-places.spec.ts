/**
 * Searches as people type them on a phone and a laptop: words that say nothing about a job are ignored,
 * word endings find each other, every search answers; the place used is always said (neighbourhoods mean
 * their city, a region its cities, a place not found offers what was meant); every filter in use is a chip
 * that removes it, a licence remembered from the last visit included; per-visit pay passes no yearly minimum.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, searchBoard, tap, test, type Page } from './support/visitor';

const counted = async (page: Page) => Number(/Showing (\d+) of/.exec((await page.getByTestId('count-line').textContent()) ?? '')?.[1] ?? -1);

/** Searches from the home page, as a visitor arriving does: the board opens on the results. */
async function fromHome(page: Page, what: string, where: string) {
  await page.goto('/', { waitUntil: 'commit' });
  await tap(page.getByLabel('What'));
  await page.getByLabel('What').fill(what);
  await page.getByLabel('Where').fill(where);
  await page.getByLabel('Where').press('Enter');
  await expect(page).toHaveURL(/\/jobs\?/);
}

test('words people type: "jobs" is ignored, endings fold, and a word no job holds says No jobs found', async ({ page }) => {
  await fromHome(page, 'PT jobs', 'Austin TX');
  await expect(page.locator('[data-board-place]')).toHaveText('Jobs within 50 miles of Austin, TX.');
  await expect.poll(() => counted(page)).toBeGreaterThan(0);

  await page.goto('/jobs', { waitUntil: 'commit' });
  const counts: Record<string, number> = {};
  for (const q of ['physical therapy jobs', 'physical therapist', 'therapy', 'therapists']) {
    await searchBoard(page, q);
    await expect(page.getByRole('button', { name: `Remove filter: \u201c${q}\u201d` })).toBeVisible();
    await expect.poll(() => counted(page)).toBeGreaterThan(0);
    counts[q] = await counted(page);
  }
  expect(counts['physical therapy jobs']).toBe(counts['physical therapist']);
  expect(counts['therapy']).toBe(counts['therapists']);

  for (const q of ['zzzz', 'Kaiser']) {
    await searchBoard(page, q);
    const empty = page.locator('[data-board-empty]');
    await expect(empty.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Jobs' })).toBeHidden();
  }
  // From a link, too.
  await page.goto('/jobs?q=jobs', { waitUntil: 'commit' });
  await expect.poll(() => counted(page)).toBeGreaterThan(10);
});

test('the place used is said: a neighbourhood means its city, a region its cities, a place not found offers what was meant', async ({ page }) => {
  await page.goto('/jobs?location=Buckhead%2C+Atlanta', { waitUntil: 'commit' });
  await expect(page.locator('[data-board-place]')).toHaveText('Jobs within 50 miles of Atlanta, GA.');
  await expect.poll(() => counted(page)).toBeGreaterThan(0);

  await page.goto('/jobs?location=Silver+Lake', { waitUntil: 'commit' });
  await expect(page.locator('[data-board-place]')).toHaveText('Jobs within 50 miles of Los Angeles, CA.');

  await page.goto('/jobs?location=SoCal', { waitUntil: 'commit' });
  await expect(page.locator('[data-board-place]')).toHaveText('Jobs in Southern California.');
  await expect.poll(() => counted(page)).toBeGreaterThan(0);

  await page.goto('/jobs?location=Austn+TX', { waitUntil: 'commit' });
  const unknown = page.locator('[data-board-place="unknown"]');
  await expect(unknown).toContainText('We could not find a place called \u201cAustn TX\u201d. Did you mean');
  expect((await new AxeBuilder({ page }).include('[data-board-active]').analyze()).violations).toEqual([]);
  await tap(unknown.getByRole('button', { name: 'Austin, TX' }));
  await expect(page.locator('[data-board-place]')).toHaveText('Jobs within 50 miles of Austin, TX.');
  await expect.poll(() => counted(page)).toBeGreaterThan(0);
});

test('filters in use are chips that remove them; a licence kept from the last visit says so', async ({ page }) => {
  await page.goto('/jobs?role=pt&setting=outpatient', { waitUntil: 'commit' });
  const chips = page.getByRole('list', { name: 'Filters in use' });
  await expect(chips.getByRole('button')).toHaveText(['PT×', 'Outpatient×']);
  const both = await counted(page);
  await tap(chips.getByRole('button', { name: 'Remove filter: Outpatient' }));
  await expect(page).not.toHaveURL(/setting=/);
  await expect.poll(() => counted(page)).toBeGreaterThan(both);

  // A licence chosen once is kept for the next search, and the board says so.
  await page.goto('/jobs?licence=TX', { waitUntil: 'commit' });
  await page.evaluate(() => localStorage.setItem('rehabmatch:licence', 'TX'));
  await fromHome(page, '', 'San Diego, CA');
  await expect(page.locator('[data-board-remembered]')).toContainText('Kept from your last visit on this device: workable with a Texas licence.');
  await tap(page.getByRole('button', { name: 'Remove filter: workable with a Texas licence' }));
  await expect(page).not.toHaveURL(/licence=/);
  await expect.poll(() => counted(page)).toBeGreaterThan(0);
  await expect(page.locator('[data-board-remembered]')).toHaveCount(0);
});

test('pay per visit or per diem passes no yearly minimum, and cards say the hour it comes to', async ({ page }) => {
  await page.goto('/jobs?minPay=100000', { waitUntil: 'commit' });
  await expect(page.locator('[data-pay-rule]')).toContainText('Pay per visit or per diem is left out');
  await expect.poll(() => counted(page)).toBeGreaterThan(0);
  const cards = page.getByRole('list', { name: 'Jobs' }).locator('article');
  for (const text of await cards.allTextContents()) {
    expect(text).not.toContain('a visit');
    expect(text).not.toMatch(/^Per diem/);
  }
});
