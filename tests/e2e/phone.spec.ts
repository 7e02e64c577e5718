/** At 390 px (a phone): no page kind scrolls sideways, and a toast raised in an open dialog is seen and heard. */
import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 } });

const kinds = [
  '/',
  '/jobs',
  '/job/1',
  '/jobs/california',
  '/jobs/city/los-angeles',
  '/physical-therapy-jobs/los-angeles',
  '/get-started',
  '/outsourced-recruiter',
  '/contact',
  '/ccpa-rights',
  '/blog/1',
  '/faq',
];

test('no page kind scrolls sideways at 390 px', async ({ page }) => {
  const wide: string[] = [];
  for (const path of kinds) {
    await page.goto(path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${path} ${width}px`);
  }
  expect(wide).toEqual([]);
});

test('a toast raised while the apply dialog is open is on top, announced, and leaves the dialog usable', async ({ page }) => {
  await page.goto('/job/1');
  await page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Full name').fill('Jordan Lee');
  await dialog.getByLabel('Email').fill('jordan@example.com');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await dialog.getByRole('button', { name: 'Submit Application' }).click();
  const status = page.getByRole('status').filter({ hasText: 'Invalid File Type' });
  await expect(status).toBeVisible();
  const box = (await status.getByText('Invalid File Type').boundingBox())!;
  expect(await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-toast]'), [box.x + box.width / 2, box.y + box.height / 2])).toBe(
    true,
  );
  // What was typed is kept, and the dialog's own controls still take taps.
  await expect(dialog.getByLabel('Full name')).toHaveValue('Jordan Lee');
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await expect(dialog).toBeHidden();
});
