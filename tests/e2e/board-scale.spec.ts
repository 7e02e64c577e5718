/**
 * The board at scale, against its own build of the curated seed plus synthetic jobs
 * (2,200 synthetic: over 2,000 listed; scripts/test.ts makes it, playwright.config.ts serves it on a second host). The board never shows a
 * wrong state: the first cards do not move when the script takes over, a shared filtered link never
 * shows an unfiltered card, Back from a job restores how far the visitor had scrolled, and a failed
 * index load says so with a retry.
 */
import { existsSync } from 'node:fs';
import { expect, test, type Page } from './support/test';
import { BOARD_DIR, BOARD_PORT } from '../../playwright.config';
import { reachBoard, showMore } from './support/board';

test.skip(!existsSync(`${BOARD_DIR}/dist/jobs.html`), 'needs the 2,000-job build (npm test makes it)');
test.use({ baseURL: `http://127.0.0.1:${BOARD_PORT}` });

const titles = (page: Page) => page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { level: 3 }).allTextContents();
const total = async (page: Page) => Number(/of (\d+) jobs/.exec((await page.getByTestId('count-line').textContent()) ?? '')?.[1]);

test('the build has at least 2,000 jobs, and the first cards do not move when the board takes over', async ({ browser }) => {
  const still = await browser.newContext({ javaScriptEnabled: false });
  const before = await titles(await still.newPage().then(async (p) => (await p.goto('/jobs'), p)));
  await still.close();
  const page = await browser.newPage();
  await page.goto('/jobs');
  await reachBoard(page);
  expect(await total(page)).toBeGreaterThanOrEqual(2000);
  expect((await titles(page)).slice(0, before.length)).toEqual(before);
  await page.close();
});

test('a shared filtered link never shows an unfiltered card, and its controls are set before the results', async ({ page }) => {
  const seen: string[][] = [];
  // Every frame the browser paints, from the first: which settings the visible cards show.
  await page.addInitScript(() => {
    const w = window as unknown as { __frames: string[][] };
    w.__frames = [];
    const look = () => {
      const list = document.querySelector('[aria-label="Jobs"]') as HTMLElement | null;
      // Shown: laid out (not display: none) and painted (the build's cards wait with visibility: hidden, keeping their room).
      if (list && list.offsetParent !== null && getComputedStyle(list).visibility !== 'hidden')
        // A card counts once its heading has arrived: a frame can fall while the parser is inside a card, after
        // its first chip (the job type) and before the setting the check reads.
        w.__frames.push([...list.querySelectorAll('article')].filter((a) => a.querySelector('h3')).map((a) => a.textContent ?? ''));
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/jobs?setting=pediatric&type=all&specialty=made-up');
  await expect(page.getByLabel('Setting')).toHaveValue('pediatric');
  // An unknown option value is ignored and shown cleared.
  await expect(page.getByLabel('Specialty')).toHaveValue('all');
  await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
  seen.push(...(await page.evaluate(() => (window as unknown as { __frames: string[][] }).__frames)));
  expect(seen.length).toBeGreaterThan(0);
  for (const frame of seen) for (const card of frame) expect(card).toContain('Pediatric');
  const count = Number(/Showing (\d+) of/.exec((await page.getByTestId('count-line').textContent()) ?? '')?.[1]);
  expect(count).toBeLessThan(await total(page));
});

test('Back from a job restores the shown count and the scroll position', async ({ page }) => {
  await page.goto('/jobs');
  await reachBoard(page);
  await showMore(page);
  await showMore(page);
  await expect(page.locator('[data-board-list] > li')).toHaveCount(36);
  // The link itself in view first: a click that had to scroll would leave the page somewhere else than y.
  const link = page
    .locator('[data-board-list] > li')
    .nth(30)
    .getByRole('link', { name: /^View details/ });
  await link.scrollIntoViewIfNeeded();
  await page.waitForTimeout(300);
  const y = await page.evaluate(() => scrollY);
  expect(y).toBeGreaterThan(800);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.locator('[data-board-list] > li')).toHaveCount(36);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(y - 50);
  expect(await page.evaluate(() => scrollY)).toBeLessThan(y + 50);
});

test('typing updates the URL in place; each committed search is one history entry', async ({ page }) => {
  await page.goto('/jobs');
  await reachBoard(page);
  const length = await page.evaluate(() => history.length);
  await page.getByLabel('Search', { exact: true }).pressSequentially('orth', { delay: 40 });
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/q=orth$/);
  await page.getByLabel('Setting').selectOption('outpatient');
  await expect(page).toHaveURL(/setting=outpatient/);
  expect(await page.evaluate(() => history.length)).toBe(length + 2);
  await page.goBack();
  await expect(page).toHaveURL(/\?q=orth$/);
  await expect(page.getByLabel('Setting')).toHaveValue('all');
  await expect(page.getByLabel('Search', { exact: true })).toHaveValue('orth');
});

test.describe('when the index cannot be loaded', () => {
  // The board logs the failure it shows (board-controller.ts): here it is provoked on purpose.
  test.use({ allowConsoleErrors: [/^Failed to load jobs:/] });
  test('a failed index load shows the error with a retry and disables the filters; the retry recovers', async ({ page }) => {
    let fail = true;
    await page.route('**/jobs/board/index-*.json', (route) => (fail ? route.fulfill({ status: 503, body: 'down' }) : route.continue()));
    await page.goto('/jobs?setting=pediatric');
    const error = page.getByRole('alert').filter({ hasText: 'Failed to load jobs. Please try again.' });
    await expect(error).toBeVisible();
    await expect(page.getByLabel('Setting')).toBeDisabled();
    // No pretend results: the build's unfiltered cards stay hidden under the filter.
    await expect(page.getByRole('list', { name: 'Jobs' })).toBeHidden();
    fail = false;
    await error.getByRole('button', { name: 'Try again' }).click();
    await expect(error).toBeHidden();
    await expect(page.getByLabel('Setting')).toBeEnabled();
    await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
    await expect(async () => {
      const texts = await page.getByRole('list', { name: 'Jobs' }).locator('article').allTextContents();
      expect(texts.length).toBeGreaterThan(0);
      for (const t of texts) expect(t).toContain('Pediatric');
    }).toPass({ timeout: 15_000 });
  });
});

test('no "No jobs found" while a location is looked up', async ({ page }) => {
  await page.route('**/api/geocode?*', async (route) => {
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await page.goto('/jobs');
  await reachBoard(page);
  await page.getByLabel('Location').fill('94043');
  await expect(page.getByTestId('count-line')).toHaveText(/Looking up 94043/);
  await expect(page.getByRole('heading', { name: 'No jobs found' })).toBeHidden();
  await expect(page.getByTestId('count-line')).toHaveText(/Showing \d+ of \d+ jobs/);
});

test('location as people type it: no comma, state names, boroughs, regions, prefixes, and a radius in the URL', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/jobs');
  await reachBoard(page);
  const places = () => page.getByRole('list', { name: 'Jobs' }).locator('article p:first-of-type').allTextContents();
  for (const [typed, state] of [
    ['Houston TX', 'TX'],
    ['Houston Texas', 'TX'],
    ['Dallas TX', 'TX'],
    ['Chicago IL', 'IL'],
    ['Manhattan', 'NY'],
    ['Queens', 'NY'],
    ['San Fran', 'CA'],
    ['Orange County', 'CA'],
    ['Hollywood', 'CA'],
  ] as const) {
    await page.getByLabel('Location').fill(typed);
    await page.getByLabel('Location').press('Enter');
    // The previous place's count line also reads "Showing N of", so wait on the cards themselves.
    await expect(async () => {
      await expect(page.getByTestId('count-line'), typed).toHaveText(/^Showing [1-9][\d,]* of/);
      const shownPlaces = await places();
      expect(shownPlaces.length, typed).toBeGreaterThan(0);
      for (const p of shownPlaces) expect(p, typed).toMatch(new RegExp(`, ${state}\\b`));
    }).toPass({ timeout: 15_000 });
  }
  // The radius: fewer jobs within 10 miles than within 100, and the URL keeps it.
  await page.getByLabel('Location').fill('San Jose CA');
  await page.getByLabel('Distance').selectOption('10');
  await expect(page).toHaveURL(/radius=10/);
  const shown = async () => Number(/Showing ([\d,]+) of/.exec((await page.getByTestId('count-line').textContent()) ?? '')?.[1]?.replace(/,/g, ''));
  await expect(page.getByTestId('count-line')).toHaveText(/^Showing/);
  const within10 = await shown();
  await page.getByLabel('Distance').selectOption('100');
  await expect(page).toHaveURL(/radius=100/);
  await expect.poll(shown).toBeGreaterThan(within10);
});
