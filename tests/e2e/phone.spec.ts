/**
 * Phone first: at 320, 390, 768 and 1280 px no page kind scrolls sideways; the header fits one
 * line from 768 px; the mobile menu shows its state and holds the page still; toasts are seen, heard and
 * never catch taps meant for the page; dialogs focus their first field and give focus back.
 */
import { expect, test } from './support/test';
import { productKey } from '../../src/config/product-key';
import { site } from '../../src/config/site';
import { builtPageKinds } from './support/dist';

/**
 * One built page of each route (a new page is checked without being listed here), and the states of a
 * route the build cannot tell apart: an open, a closed and a static job, a job by its id, an unknown city's
 * landing page, an unknown path (the 404 page) and a page a function serves.
 */
const KINDS = [
  ...new Set([
    ...builtPageKinds().values(),
    '/job/1',
    '/jobs/outpatient-orthopedic-pt-los-angeles',
    '/jobs/outpatient-pt-mission-valley', // a closed job
    '/jobs/orthopedic-pt-west-la', // a static job page
    '/physical-therapy-jobs/atlantis', // unknown city (landing page)
    '/nowhere', // the 404 page
    '/api/unsubscribe?token=not-a-token', // a page a function serves
  ]),
];

// Each page is loaded once, at the narrowest width, then widened step by step (as a phone turned or a
// window dragged wider): one navigation per page instead of one per page and width. The page kinds are
// split over three tests so the two Playwright workers share them.
const WIDTHS = [320, 390, 768, 1280, 1440];
const CHUNKS = 3;
for (let chunk = 0; chunk < CHUNKS; chunk++) {
  const paths = KINDS.filter((_, i) => i % CHUNKS === chunk);
  test(`no page kind scrolls sideways at ${WIDTHS.join(', ')} px (${chunk + 1} of ${CHUNKS}: ${paths[0]} …)`, async ({ page }) => {
    test.setTimeout(120_000);
    const wide: string[] = [];
    // A device with saved jobs: the header's My jobs carries its count (two digits, the widest it gets often).
    const saved = Array.from({ length: 12 }, (_, i) => ({ id: `static-${i}`, job_title: `PT ${i}`, employer_name: 'Clinic', city: 'Austin', state: 'TX' }));
    await page
      .context()
      .addCookies([{ name: `${productKey(site.name)}_saved_jobs`, value: encodeURIComponent(JSON.stringify(saved)), url: test.info().project.use.baseURL! }]);
    for (const path of paths) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 844 });
      await page.goto(path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        // Reading scrollWidth lays the page out at the new width (a frame callback could stall under load).
        const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scroll > width) wide.push(`${path} at ${width} px: ${scroll}px`);
      }
    }
    expect(wide).toEqual([]);
  });
}

test('the header fits one line at 768 px', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await page.goto('/jobs');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Browse Jobs', 'For Therapists', 'For Employers', 'Blog', 'Contact'])
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Get Started' })).toBeVisible();
  expect((await nav.boundingBox())!.height).toBeLessThanOrEqual(64);
  // No label wraps: every item is one line of text high.
  const heights = await nav.locator('a:visible, button:visible').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  for (const h of heights) expect(h).toBeLessThanOrEqual(40);
  const tops = await nav
    .locator('a:visible, button:visible')
    .evaluateAll((els) => [...new Set(els.map((e) => Math.round(e.getBoundingClientRect().top + e.getBoundingClientRect().height / 2)))]);
  expect(tops.length, `items centred on ${tops.join(', ')}`).toBeLessThanOrEqual(2); // logo and the items: one row (centres within a pixel)
  expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(2);
});

test('the mobile menu shows its state and holds the page still while open', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/for-employers');
  await page.mouse.wheel(0, 600);
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const icons = page.locator('[data-menu-toggle] svg');
  await expect(icons.nth(0)).toBeVisible();
  await expect(icons.nth(1)).toBeHidden();
  await toggle.click();
  const close = page.getByRole('button', { name: 'Close menu' });
  await expect(close).toHaveAttribute('aria-expanded', 'true');
  await expect(icons.nth(0)).toBeHidden();
  await expect(icons.nth(1)).toBeVisible();
  const before = await page.evaluate(() => scrollY);
  await page.mouse.move(200, 700);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => scrollY)).toBe(before);
  await close.click();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
});

test('the apply dialog checks a resume the moment it is chosen, with the toast on top and announced', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/job/1');
  const opener = page.getByRole('button', { name: 'Apply Now' }).first();
  await opener.click();
  const dialog = page.getByRole('dialog');
  // The dialog puts focus on its first field.
  await expect(dialog.getByLabel('Full name')).toBeFocused();
  await dialog.getByLabel('Full name').fill('Jordan Lee');
  await expect(dialog.getByLabel('Message')).not.toHaveValue(/resume/);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  const status = page.getByRole('status').filter({ hasText: 'Invalid File Type' });
  await expect(status).toBeVisible();
  await expect(status).toContainText('Please upload a PDF or Word document (.pdf, .doc, .docx)');
  const box = (await status.getByText('Invalid File Type').boundingBox())!;
  expect(await page.evaluate(([x, y]) => !!document.elementFromPoint(x!, y!)?.closest('[data-toast]'), [box.x + box.width / 2, box.y + box.height / 2])).toBe(
    true,
  );
  await expect(dialog.locator('input[type=file]')).toHaveValue('');
  // A good resume turns the template's sentence on; what was typed is kept.
  await dialog.locator('input[type=file]').setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 hello') });
  await expect(dialog.getByLabel('Message')).toHaveValue(/I have attached my resume/);
  await expect(dialog.getByLabel('Full name')).toHaveValue('Jordan Lee');
  await dialog.getByRole('button', { name: /close/i }).first().click();
  await expect(dialog).toBeHidden();
  // Closing gives focus back to the button that opened it.
  await expect(opener).toBeFocused();
});

test('a tap between toasts reaches the page beneath, not the toast region', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const submit = page.locator('#subscribe').getByRole('button', { name: 'Subscribe' });
  await submit.click();
  await expect(page.locator('[data-toast]')).toHaveCount(1);
  await submit.click();
  await expect(page.locator('[data-toast]')).toHaveCount(2);
  const first = (await page.locator('[data-toast]').nth(0).boundingBox())!;
  const second = (await page.locator('[data-toast]').nth(1).boundingBox())!;
  expect(second.y).toBeGreaterThan(first.y + first.height); // a gap the region spans
  const hit = await page.evaluate(
    ([x, y]) => {
      const el = document.elementFromPoint(x!, y!);
      return { inRegion: !!el?.closest('[data-toast-region]'), tag: el?.tagName ?? '' };
    },
    [first.x + first.width / 2, (first.y + first.height + second.y) / 2],
  );
  expect(hit).toMatchObject({ inRegion: false });
  expect(hit.tag).not.toBe('');
});

test('at most three toasts show at once', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const submit = page.locator('#subscribe').getByRole('button', { name: 'Subscribe' });
  for (let i = 0; i < 5; i++) await submit.click();
  await expect(page.locator('[data-toast]')).toHaveCount(3);
});
