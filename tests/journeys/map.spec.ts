/**
 * The map of where the jobs are, as visitors use it: on /jobs every state and the busiest metros are links
 * (Texas to its page), the map as a list says the same counts, and once the board is awake with a filter
 * the map counts that search and its links keep it; a state page shows its own map. No map code runs
 * before the board does; axe on both.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, tap, test, type Page } from './support/visitor';

const counted = async (page: Page) => Number(/Showing (\d+) of/.exec((await page.getByTestId('count-line').textContent()) ?? '')?.[1] ?? -1);

test('the map: states and metros link to their jobs, and the board keeps it to the search', async ({ page }) => {
  await page.goto('/jobs', { waitUntil: 'commit' });
  const map = page.locator('[data-jobs-map]');
  const texas = map.locator('svg a[data-state="TX"]');
  await expect(texas).toHaveAttribute('href', '/jobs/texas');
  const label = (await texas.getAttribute('aria-label'))!;
  expect(label).toMatch(/^Texas: \d+ jobs$/);
  // A state with no jobs is no link (its page would list none); every metro dot has room to be tapped.
  const empty = map.locator('svg a[data-state][aria-hidden="true"]');
  expect(await empty.count()).toBeGreaterThan(0);
  for (const [href, label] of await empty.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('aria-label')])))
    expect([href, label]).toEqual([null, null]);
  const dot = await map.locator('svg a[data-metro]').first().boundingBox();
  expect(Math.min(dot!.width, dot!.height)).toBeGreaterThanOrEqual(12);
  // The list says what the map shows.
  await tap(map.getByText('The map as a list'));
  const listed = map.locator('[data-map-list="states"] li', { has: page.locator('a[data-state="TX"]') });
  await expect(listed).toContainText(`(${/\d+/.exec(label)![0]})`);
  expect((await new AxeBuilder({ page }).include('[data-jobs-map]').analyze()).violations).toEqual([]);

  // With a filter, once the board is awake, the map counts that search and keeps it in its links.
  await page.goto('/jobs?setting=home-health', { waitUntil: 'commit' });
  await expect(map.locator('[data-map-total]')).toContainText('match your search');
  const shown = await counted(page);
  expect(shown).toBeGreaterThan(0);
  await expect(map.locator('[data-map-total]')).toHaveText(
    `${shown} ${shown === 1 ? 'job' : 'jobs'} match your search. Tap a state or a city to see its jobs.`,
  );
  const california = map.locator('svg a[data-state="CA"]');
  await expect(california).toHaveAttribute('href', '/jobs?setting=home-health&location=California');
  const inCalifornia = Number(/: (\d+) jobs?$/.exec((await california.getAttribute('aria-label'))!)![1]);
  await california.scrollIntoViewIfNeeded();
  await tap(california);
  await expect(page).toHaveURL(/setting=home-health&location=California/);
  await expect.poll(() => counted(page)).toBe(inCalifornia);

  // A state page: its own map, its cities each a link.
  await page.goto('/jobs/texas', { waitUntil: 'commit' });
  const own = page.locator('[data-jobs-map]');
  await expect(own.getByRole('heading', { name: 'Where the jobs are in Texas' })).toBeVisible();
  await expect(own.locator('svg a[data-state]')).toHaveCount(1);
  expect(await own.locator('svg a[data-metro]').count()).toBeGreaterThan(0);
  expect((await new AxeBuilder({ page }).include('[data-jobs-map]').analyze()).violations).toEqual([]);
});
