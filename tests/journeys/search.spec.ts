/**
 * Search that forgives, played as a phone visitor and a laptop visitor (./support/visitor.ts): misspelt
 * words find what they mean and say so, the exact word is a tap away, and a search with no results says
 * what was searched and offers searches that have jobs.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, searchBoard, tap, test, type Page } from './support/visitor';

const counted = async (page: Page) => Number(/Showing (\d+) of/.exec((await page.getByTestId('count-line').textContent()) ?? '')?.[1] ?? -1);

test('a misspelt search finds what it means, says so, and goes back to the exact word on request', async ({ page }) => {
  await page.goto('/jobs', { waitUntil: 'commit' });
  for (const [typed, meant] of [
    ['pediatic', 'pediatric'],
    ['neurolgy', 'neurology'],
    ['outpateint', 'outpatient'],
    ['orthopedc', 'orthopedic'],
  ] as const) {
    await searchBoard(page, typed);
    const said = page.locator('[data-corrected]');
    await expect(said).toContainText(`Showing results for ${meant}.`);
    await expect.poll(() => counted(page)).toBeGreaterThan(0);
  }
  const found = await counted(page);

  await tap(page.getByRole('button', { name: 'Search instead for orthopedc' }));
  const empty = page.locator('[data-board-empty]');
  await expect(empty.getByRole('heading', { name: 'No jobs found' })).toBeVisible();
  await expect(empty).toContainText('No jobs for \u201corthopedc\u201d.');
  await expect(page).toHaveURL(/q=%22orthopedc%22/);
  expect((await new AxeBuilder({ page }).include('[data-board-empty]').analyze()).violations).toEqual([]);
  // The close word is offered with its count, and it shows that many.
  const offer = empty.getByRole('button', { name: `orthopedic (${found} jobs)` });
  await tap(offer);
  await expect.poll(() => counted(page)).toBe(found);
});

test('a search with no results names the search and its filters, and offers a wider radius with its count', async ({ page }) => {
  await page.goto('/jobs?q=pediatric&location=Bakersfield%2C+CA&radius=10&type=full-time', { waitUntil: 'commit' });
  const empty = page.locator('[data-board-empty]');
  await expect(empty).toContainText('No jobs for \u201cpediatric\u201d within 10 miles of Bakersfield, CA with Full-time.');
  const wider = empty.getByRole('button', { name: /^Within \d+ miles \(\d+ jobs?\)$/ });
  const [, jobs] = /\((\d+) jobs?\)/.exec((await wider.textContent()) ?? '')!;
  await tap(wider);
  await expect.poll(() => counted(page)).toBe(Number(jobs));
});
