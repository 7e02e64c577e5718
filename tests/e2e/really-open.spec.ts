/**
 * Jobs that are really open: "Confirmed open N days ago" on the board's cards and the job page
 * (relative, by the browser's clock), and the employer's signed page: figures that count the visit just
 * made, and the "Still open" button. At 390 and 1280 px, axe clean.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ownerToken } from '../../src/features/auth/owner-link';
import { reachBoard } from './support/board';

const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';
const JOB = '/jobs/outpatient-orthopedic-pt-los-angeles'; // seed job 1, confirmed after posting

for (const [width, height] of [
  [390, 844],
  [1280, 800],
] as const) {
  test(`"Confirmed open" on the card and the job page; the employer's page counts the visit and takes "Still open" (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/jobs');
    const card = page
      .getByRole('list', { name: 'Jobs' })
      .locator('article', { has: page.getByRole('link', { name: 'Outpatient Orthopedic Physical Therapist', exact: true }) });
    await expect(card.locator('[data-confirmed-open]').first()).toHaveText(/^Confirmed open (today|1 day ago|\d+ days ago)$/);

    const beacon = page.waitForRequest((r) => r.url().endsWith('/api/beacon') && r.method() === 'POST');
    await page.goto(JOB);
    await expect(page.locator('time[data-confirmed-open]')).toHaveText(/^Confirmed open (today|1 day ago|\d+ days ago)$/);
    // (A beacon's body is not shown to Playwright; the employer's page below shows the count it made.)
    await beacon;

    const secret = readFileSync(join(DATA_DIR, 'signing-secret'), 'utf8').trim();
    const link = `/employer/job?token=${encodeURIComponent(await ownerToken(secret, '1'))}`;
    await expect
      .poll(async () => {
        await page.goto(link);
        return Number(/Totals: (\d+) views?/.exec((await page.locator('main').textContent()) ?? '')?.[1] ?? 0);
      })
      .toBeGreaterThanOrEqual(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Outpatient Orthopedic Physical Therapist');
    const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).setLegacyMode(true).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
    await page.getByRole('button', { name: 'Still open' }).click();
    await expect(page.getByRole('status')).toHaveText(/confirmed open today/);
    await expect(page.locator('main')).toContainText('Confirmed open today.');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('the board sorts by "Recently confirmed": the latest confirmation first, jobs never confirmed last', async ({ page }) => {
  const column: string[] = [];
  page.on('request', (r) => /\/jobs\/board\/confirmed-/.test(r.url()) && column.push(r.url()));
  await page.goto('/jobs');
  await reachBoard(page);
  expect(column).toEqual([]); // the sort's column loads when the sort is chosen
  await page.getByLabel('Sort by').selectOption({ label: 'Recently confirmed' });
  await expect(page).toHaveURL(/[?&]sort=confirmed\b/);
  const day = 86_400_000;
  await expect(async () => {
    const at = await page
      .getByRole('list', { name: 'Jobs' })
      .locator('article')
      .evaluateAll((cards) => cards.map((c) => c.querySelector('time[data-confirmed-open]')?.getAttribute('datetime') ?? null));
    expect(at.length).toBeGreaterThan(1);
    // By the UTC day, as the cards say it; never-confirmed (null) only after every confirmed one.
    const keys = at.map((t) => (t ? Math.floor(Date.parse(t) / day) : -Infinity));
    expect(keys[0]).toBeGreaterThan(-Infinity);
    for (let i = 1; i < keys.length; i++) expect(keys[i]!, at.join(' | ')).toBeLessThanOrEqual(keys[i - 1]!);
  }).toPass({ timeout: 15_000 });
  expect(column).toHaveLength(1);
  // The choice survives a reload (it is in the URL).
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('confirmed');
});
