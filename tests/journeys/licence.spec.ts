/**
 * "My licence", as a PT uses it: choosing Washington keeps the jobs in Washington and those a PT Compact
 * privilege from Washington reaches, each such card and job page says so, the choice is remembered on this
 * device (the next visit to the board opens with it), and My jobs forgets it.
 */
import { expect, tap, test, type Page } from './support/visitor';

const counted = async (page: Page) => Number(/Showing (\d+) of/.exec((await page.getByTestId('count-line').textContent()) ?? '')?.[1] ?? -1);

test('my licence: the jobs it reaches, said on cards and pages, remembered, and forgotten from My jobs', async ({ page }) => {
  await page.goto('/jobs', { waitUntil: 'commit' });
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  if (phone) await tap(page.getByRole('button', { name: /^Filters/ }));
  const select = (phone ? sheet : page).getByLabel('My licence');
  await expect(select).toBeVisible();
  const option = select.locator('option[value="WA"]');
  await select.selectOption('WA');
  await expect(page).toHaveURL(/licence=WA/);
  const count = Number(/\((\d+)\)$/.exec((await option.textContent()) ?? '')?.[1]);
  await expect.poll(() => counted(page)).toBe(count);
  if (phone) await tap(sheet.getByRole('button', { name: /^Show \d+ jobs?$/ }));
  // A job in another member state that takes privileges says so; Washington's own do not need it.
  const reached = page.locator('article', { hasText: 'Workable with a compact privilege from Washington' }).first();
  await expect(reached).toBeVisible();
  expect(await reached.textContent()).not.toMatch(/, WA\b/);
  const href = (await reached.locator('h3 a').getAttribute('href'))!;

  // The next visit opens with it, and the job's page says the same.
  await page.goto('/jobs', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/licence=WA/);
  await expect.poll(() => counted(page)).toBe(count);
  await page.goto(href, { waitUntil: 'commit' });
  await expect(page.locator('[data-compact-reach]')).toHaveText('Workable with a compact privilege from Washington');

  // My jobs shows what this device remembers; Forget, and the board no longer opens with it.
  await page.goto('/my-jobs', { waitUntil: 'commit' });
  const item = page
    .getByRole('list', { name: 'What this device remembers' })
    .getByRole('listitem')
    .filter({ hasText: 'Your licence state on the job board (Washington)' });
  await tap(item.getByRole('button', { name: /^Forget/ }));
  await expect(page.getByText('Forgotten: your licence state.')).toBeVisible();
  await page.goto('/jobs', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Physical Therapy Jobs' })).toBeVisible();
  expect(page.url()).not.toMatch(/licence=/);
});
