/**
 * The first tap and the first keystroke, before any island has woken: what a phone visitor does first on
 * the board and on a job page is answered, never lost and never a navigation away.
 */
import type { Page } from '@playwright/test';
import { expect, historyLength, tap, test } from './support/visitor';

const JOB = '/jobs/outpatient-orthopedic-pt-los-angeles';
const countLine = (page: Page) => page.getByTestId('count-line');
/** The count line's "Showing N of M jobs" as [N, M] ([] while it says something else). */
const counted = async (page: Page) =>
  /Showing (\d+) of (\d+) jobs/
    .exec((await countLine(page).textContent()) ?? '')
    ?.slice(1)
    .map(Number) ?? [];
/** The apply dialog (for a recruiting-partner job it is headed "Contact our recruiters"). */
const applyDialog = (page: Page, title = '') =>
  page.getByRole('dialog', { name: new RegExp(`^(Apply|Contact our recruiters): ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
/** Whether the count line shows some jobs, fewer than all: a search ran. */
const narrowed = async (page: Page) => {
  const [shown, of] = await counted(page);
  return shown !== undefined && of !== undefined && shown > 0 && shown < of;
};

test('Apply on a board card opens the dialog on the first tap, on /jobs', async ({ page }) => {
  await page.goto('/jobs', { waitUntil: 'commit' });
  const apply = page.getByRole('link', { name: /^Apply: / }).first();
  const title = (await apply.getAttribute('data-job-title'))!;
  await tap(apply);
  const dialog = applyDialog(page, title);
  await expect(dialog).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/jobs');
});

test('the job page opens the dialog for its job from #apply, and from its apply button on the first tap', async ({ page }) => {
  await page.goto(`${JOB}#apply`, { waitUntil: 'commit' });
  const dialog = applyDialog(page);
  await expect(dialog).toBeVisible();
  await dialog
    .getByRole('button', { name: /Close|Cancel/ })
    .first()
    .click();
  await expect(dialog).toBeHidden();

  await page.goto(JOB, { waitUntil: 'commit' });
  // The apply card's button on a laptop, the phone bar's on a phone: whichever the visitor sees first.
  await tap(
    page
      .getByRole('button', { name: /^(Apply Now|Contact Our Recruiters|Contact Recruiters)$/ })
      .filter({ visible: true })
      .first(),
  );
  await expect(applyDialog(page)).toBeVisible();
});

test("a city page's Apply Now opens the dialog on the first tap", async ({ page }) => {
  await page.goto('/physical-therapy-jobs/los-angeles', { waitUntil: 'commit' });
  await tap(page.getByRole('link', { name: /^Apply Now/ }).first());
  await expect(applyDialog(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/physical-therapy-jobs/los-angeles');
});

test('a search filled in one input event before the board wakes is searched', async ({ page }) => {
  await page.goto('/jobs', { waitUntil: 'commit' });
  const search = page.getByLabel('Search', { exact: true });
  await expect(search).toBeVisible();
  // A paste or an autofill: the value arrives in one input event.
  await search.fill('pediatric');
  await expect(countLine(page)).toHaveText(/^Showing \d+ of \d+ jobs$/);
  await expect.poll(() => narrowed(page)).toBe(true);
  for (const title of await page.locator('[data-board-list] h3').allTextContents()) expect(title.toLowerCase()).toMatch(/pediatric|peds|child|school/);
});

test('a filter set with no pointer or focus before it (a restored form, a script) is searched', async ({ page }) => {
  await page.goto('/jobs', { waitUntil: 'commit' });
  const setting = page.locator('select[name="setting"]');
  await expect(setting).toBeAttached();
  await setting.evaluate((el: HTMLSelectElement) => {
    el.value = 'home-health';
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await expect.poll(() => narrowed(page)).toBe(true);
  await expect(page).toHaveURL(/setting=home-health/);
});

test('one typed search, with pauses mid-word, is one Back step', async ({ page }) => {
  await page.goto('/jobs', { waitUntil: 'commit' });
  const search = page.getByLabel('Search', { exact: true });
  await expect(search).toBeVisible();
  const before = await historyLength(page);
  await tap(search);
  for (const part of ['ped', 'iat', 'ric']) {
    await search.pressSequentially(part);
    // The visitor stops to think mid-word: long enough for the search to run.
    await expect(page).toHaveURL(new RegExp(`q=${(await search.inputValue()).replace(/[^a-z]/g, '')}`));
    await expect(countLine(page)).toHaveText(/^Showing \d+ of \d+ jobs$/);
  }
  await search.press('Enter');
  await expect(page).toHaveURL(/q=pediatric/);
  await expect.poll(() => historyLength(page)).toBe(before + 1);
  await page.goBack();
  await expect(page).not.toHaveURL(/q=/);
  await expect(search).toHaveValue('');
});

test("the filter sheet's counts and its Show N jobs agree with the results, with a location typed", async ({ page }) => {
  await page.goto('/jobs', { waitUntil: 'commit' });
  const location = page.getByLabel('Location', { exact: true });
  await expect(location).toBeVisible();
  await tap(location);
  await location.fill('Austin TX');
  await location.press('Enter');
  // The answer for the place (the build's own count line reads the same way until it comes).
  await expect(page.locator('[data-board-place]')).toHaveText('Jobs within 50 miles of Austin, TX.');
  await expect(countLine(page)).toHaveText(/^Showing \d+ of \d+ jobs$/);
  const shown = Number(/Showing (\d+)/.exec((await countLine(page).textContent())!)![1]);
  const sheet = page.getByRole('button', { name: /^Filters/ });
  if (await sheet.isVisible()) await tap(sheet);
  const type = page.locator('select[name="type"]');
  // "Any" counts the results as they are; each type's count is its share of them.
  await expect.poll(async () => type.locator('option').first().textContent()).toContain(`(${shown})`);
  const perType = (await type.locator('option').allTextContents()).slice(1).map((t) => Number(/\((\d+)\)/.exec(t)?.[1] ?? 0));
  expect(perType.reduce((a, b) => a + b, 0)).toBe(shown);
  const show = page.getByRole('button', { name: /^Show \d+ jobs?$/ });
  if (await show.isVisible()) await expect(show).toHaveText(new RegExp(`^Show ${shown} jobs?$`));
});

test('no hydration mismatch on /jobs with a saved job, a filtered URL, or both', async ({ page }) => {
  await page.goto('/jobs', { waitUntil: 'commit' });
  const save = page.getByRole('button', { name: /^Save Job:/ }).first();
  await tap(save);
  await expect(page.getByRole('button', { name: /^Unsave/ }).first()).toBeVisible();
  await page.reload({ waitUntil: 'commit' });
  await expect(page.getByRole('button', { name: /^Saved Jobs/ })).toBeVisible();
  await page.goto('/jobs?setting=outpatient', { waitUntil: 'commit' });
  await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
  await page.goto(JOB, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The fixture fails the test on any console error (React's #418 is one).
});
