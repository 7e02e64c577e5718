/**
 * A shared search's first answer comes with the page (served-search.api.ts): the place as read, the
 * filters in use, the count and the first cards, before any script; the island then takes over with the
 * same cards, without a hydration error or a card moving.
 */
import { expect, test } from './support/test';

const SEARCH = '/jobs?q=PT+jobs&location=Austin+TX';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a shared search's place, filters, count and first cards are in the page itself", async ({ page }) => {
    await page.goto(SEARCH);
    const cards = page.getByRole('list', { name: 'Jobs' }).locator('article');
    await expect(cards.first()).toBeVisible();
    for (const text of await cards.allTextContents()) expect(text).toMatch(/, TX\b/);
    await expect(page.locator('[data-board-place]')).toHaveText('Jobs within 50 miles of Austin, TX.');
    expect(await page.getByTestId('count-line').innerText()).toBe(`Showing ${await cards.count()} of 89 jobs`);
    // Its filters are links to the search without them: they work before any script.
    await page.getByRole('link', { name: 'Remove filter: Near Austin TX' }).click();
    await expect(page).toHaveURL(/\/jobs\?q=PT\+jobs$/);
    await expect(page.locator('[data-board-place]')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Jobs' }).locator('article').first()).toBeVisible();
  });

  test('a search with no result is the page as built (the island says so); bad bytes and long queries are read as the board reads them', async ({ page }) => {
    await page.goto('/jobs?q=zzzzqx');
    await expect(page.locator('html')).not.toHaveAttribute('data-board-answered');
    for (const url of ['/jobs?q=%ff%fe', `/jobs?q=${'physical%20'.repeat(200)}`, '/jobs?location=%00%ff', '/jobs?role=nonsense&q=%25']) {
      const res = await page.goto(url);
      expect(res?.status(), url).toBe(200);
      await expect(page.getByRole('heading', { name: 'Physical Therapy Jobs' })).toBeVisible();
    }
    // A value the form does not offer is dropped, as the board drops it: every job.
    await page.goto('/jobs?role=nonsense');
    expect(await page.getByTestId('count-line').innerText()).toBe('Showing 89 of 89 jobs');
  });
});

test('the island takes over the served cards: the same cards, where they were, no hydration error', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The page's scripts wait until the served answer has been read.
  let release!: () => void;
  const read = new Promise<void>((r) => (release = r));
  await page.route('**/_astro/*.js', async (route) => {
    await read;
    await route.continue();
  });
  await page.goto(SEARCH, { waitUntil: 'commit' });
  const served = page.locator('[data-board-served] article');
  await expect(served.first()).toBeVisible();
  const titles = await served.locator('h3').allTextContents();
  // Before any script, no control that needs it: Save Job keeps its room unseen, the rest are links.
  await expect(page.locator('[data-board-served]').getByRole('button')).toHaveCount(0);
  const top = (await served.first().boundingBox())!.y;
  release();
  await expect(page.locator('[data-board-root][data-state="ready"]')).toBeAttached();
  await expect(page.locator('[data-board-served]')).toHaveCount(0);
  const cards = page.locator('[data-board-list] article');
  expect(await cards.locator('h3').allTextContents()).toEqual(titles);
  expect((await cards.first().boundingBox())!.y).toBe(top);
  // The served list is the island's own: the same classes.
  await page.goto(SEARCH, { waitUntil: 'commit' });
  const servedClass = await page.locator('[data-board-served] ul[aria-label="Jobs"]').getAttribute('class');
  expect(servedClass).toBe(await page.locator('[data-board-list]').getAttribute('class'));
});

test('a control changed before the island wakes hides the served answer: it is no longer the search', async ({ page }) => {
  // The island must still be asleep when the control changes: its scripts wait until the test is done.
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  await page.route('**/_astro/*.js', async (route) => {
    await done;
    await route.continue().catch(() => {});
  });
  await page.goto(SEARCH, { waitUntil: 'commit' });
  await expect(page.locator('[data-board-served] article').first()).toBeVisible();
  await page.evaluate(() => document.documentElement.setAttribute('data-board-touched', ''));
  await expect(page.locator('[data-board-served]')).toBeHidden();
  await expect(page.locator('[data-board-root][data-state="ready"]')).toHaveCount(0);
  release();
});
