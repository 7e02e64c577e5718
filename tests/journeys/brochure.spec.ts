/**
 * The brochure buttons give real files: a visitor on the employers' and the therapists' pages taps the
 * download and gets a PDF built from content/brochures (its title in the file); "Compare the Three
 * Services" goes where it says.
 */
import { readFile } from 'node:fs/promises';
import { expect, tap, test } from './support/visitor';

for (const [path, label, title] of [
  ['/for-employers', 'Download the Employer Brochure (PDF)', 'Hiring physical therapists with RehabMatch'],
  ['/for-therapists', 'Download the Therapist Brochure (PDF)', 'Your next physical therapy job, with RehabMatch'],
] as const) {
  test(`brochure: ${path} downloads a PDF`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'commit' });
    const download = page.waitForEvent('download');
    await tap(page.getByRole('link', { name: label }).first());
    const file = await (await download).path();
    const pdf = await readFile(file);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The document info names it (pdfkit writes the title as a string object of its own).
    expect(pdf.toString('latin1')).toMatch(/\/Title \d+ 0 R/);
    expect(pdf.toString('latin1')).toContain(`(${title})`);
  });
}

test('brochure: "Compare the Three Services" shows the three services', async ({ page }) => {
  await page.goto('/get-started', { waitUntil: 'commit' });
  await tap(page.getByRole('link', { name: 'Compare the Three Services' }));
  await expect(page).toHaveURL(/\/for-employers#ways-to-hire$/);
  await expect(page.getByRole('heading', { name: 'Three ways to hire with us' })).toBeInViewport();
});
