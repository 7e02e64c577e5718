/**
 * A board that fits a phone and means what people type: results first at every width, the
 * phone's filter sheet, and pay filters that say their rule.
 */
import { expect, test, type Page } from './support/test';
import { reachBoard } from './support/board';
import { saveFirstAndOpenSaved } from './support/saved-jobs';

const firstCard = (page: Page) => page.getByRole('list', { name: 'Jobs' }).locator('article').first();

for (const [width, height] of [
  [320, 640],
  [390, 844],
  [768, 1024],
  [1280, 800],
] as const) {
  test(`the first job card is inside the first screen at ${width}x${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/jobs');
    const box = (await firstCard(page).boundingBox())!;
    expect(box.y, `first card top at ${width}px`).toBeLessThan(height - 60);
    // The subscribe card is still on the page, after the first results.
    const subscribe = page.getByRole('heading', { name: 'Get new PT jobs every week' });
    await expect(subscribe).toBeAttached();
    expect((await subscribe.boundingBox())!.y).toBeGreaterThan(box.y);
  });
}

for (const width of [320, 390, 768]) {
  test(`on a ${width} px screen the filters are a sheet: Filters (N), counts, Clear, Show N jobs, backdrop closes`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/jobs?setting=outpatient');
    await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
    // The search and location stay on top; the other filters are behind one button.
    await expect(page.getByLabel('Search', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Location')).toBeVisible();
    await expect(page.getByLabel('Setting')).toBeHidden();
    const open = page.getByRole('button', { name: 'Filters (1)' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel('Setting')).toHaveValue('outpatient');
    await expect(sheet.getByLabel('Role').locator('option').first()).toHaveText(/^All \(\d+\)$/);
    await sheet.getByLabel('Role').selectOption('pt');
    await expect(page).toHaveURL(/role=pt/);
    const shown = Number(/Showing (\d+) of/.exec((await page.getByTestId('count-line').textContent()) ?? '')?.[1]);
    await expect(sheet.getByRole('button', { name: `Show ${shown} ${shown === 1 ? 'job' : 'jobs'}` })).toBeVisible();
    await sheet.getByRole('button', { name: /^Show \d+ jobs?$/ }).click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
    // Clear in the sheet clears every filter; a click on the backdrop closes it.
    await page.getByRole('button', { name: 'Filters (2)' }).click();
    await sheet.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await page.mouse.click(width / 2, 20);
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible();
  });
}

test('a filter that leaves no jobs says "Show 0 jobs" in the sheet, never the whole board\'s count', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A role no listed job has (its option says "(0)" on the built page), as a shared link.
  await page.goto('/jobs');
  const role = page
    .getByLabel('Role')
    .locator('option', { hasText: /\(0\)$/ })
    .first();
  const value = await role.getAttribute('value');
  await page.goto(`/jobs?role=${value}`);
  await expect(page.getByTestId('count-line')).toHaveText(/^Showing 0 of \d+ jobs$/);
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Show 0 jobs' })).toBeVisible();
});

test('a filter chosen while the board hydrates is the search it wakes with (not reset to the URL)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobs');
  // A role some but not all jobs have, read from the built page's counts.
  const total = Number(/\((\d+)\)$/.exec((await page.getByLabel('Role').locator('option').first().textContent()) ?? '')?.[1]);
  let role = '';
  let expected = 0;
  for (const o of await page.getByLabel('Role').locator('option').all()) {
    const n = Number(/\((\d+)\)$/.exec((await o.textContent()) ?? '')?.[1]);
    if (n > 0 && n < total) [role, expected] = [(await o.getAttribute('value'))!, n];
  }
  expect(role).not.toBe('');
  // The choice lands in the task right after React starts hydrating the board (it listens on the island
  // then), as a tap landing while a slow phone hydrates: React hydrates at once for the event, before the
  // page's own listener on the form has seen it.
  await page.addInitScript((value) => {
    const add = EventTarget.prototype.addEventListener;
    let done = false;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['addEventListener']>) {
      add.apply(this, args);
      if (done || args[0] !== 'change' || !(this instanceof Element) || this.localName !== 'astro-island' || !this.querySelector('[data-board-form]')) return;
      done = true;
      setTimeout(() => {
        const select = document.querySelector<HTMLSelectElement>('#job-role')!;
        select.value = value;
        select.dispatchEvent(new Event('input', { bubbles: true }));
        select.dispatchEvent(new Event('change', { bubbles: true }));
      });
    } as EventTarget['addEventListener'];
  }, role);
  await page.goto('/jobs');
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  await expect(page.getByTestId('count-line')).toHaveText(`Showing ${expected} of ${total} jobs`);
  await expect(page.getByRole('dialog', { name: 'Filters' }).getByLabel('Role')).toHaveValue(role);
  await expect(page).toHaveURL(new RegExp(`role=${role}`));
});

test('at 1280 px the filters sit beside the results, no sheet', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/jobs');
  await expect(page.getByLabel('Setting')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
  const filters = (await page.getByLabel('Setting').boundingBox())!;
  expect(filters.x + filters.width).toBeLessThan((await firstCard(page).boundingBox())!.x);
});

test('a minimum pay says the rule it applies, and ranges starting at it come first', async ({ page }) => {
  await page.goto('/jobs');
  await reachBoard(page);
  await page.getByLabel('Minimum pay').selectOption('100000');
  await expect(page.locator('[data-pay-rule]')).toHaveText(/^\$100k\+: pay that can reach \$100k a year.*Ranges starting at \$100k or more come first\./);
  await page.getByLabel('Sort by').selectOption('pay');
  await expect(page.locator('[data-pay-rule]')).toHaveText(/^Highest pay: yearly salaries first/);
});

test('a shared keyword link fetches its term leaf and cards, never the index or the search text; clearing the keyword loads the index', async ({ page }) => {
  const asked: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/jobs/board/')) asked.push(path.slice('/jobs/board/'.length).replace(/-[0-9a-f]{12}/, ''));
  });
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/jobs?q=pediatric');
  await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
  const cards = page.getByRole('list', { name: 'Jobs' }).locator('article');
  await expect(async () => {
    const texts = await cards.allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).toMatch(/pediatric|peds|children|paediatric/i);
  }).toPass({ timeout: 15_000 });
  expect(asked).toContain('v-pediatric.json');
  expect(asked.filter((f) => f === 'index.json' || f === 'search.json')).toEqual([]);

  // A word outside the vocabulary: the manifest and its word leaves, still no index.
  const employer = (await cards.first().locator('p').first().textContent())!.trim().split(/\s+/)[0]!;
  await page.getByLabel('Search', { exact: true }).fill(employer);
  await page.getByLabel('Search', { exact: true }).press('Enter');
  // The pediatric count line also reads "Showing N of", so wait on the cards themselves.
  await expect(async () => {
    await expect(page.getByTestId('count-line')).toHaveText(/^Showing [1-9][\d,]* of/);
    for (const t of await cards.allTextContents()) expect(t.toLowerCase()).toContain(employer.toLowerCase());
  }).toPass({ timeout: 15_000 });
  expect(asked).toContain('terms.json');
  expect(asked.some((f) => /^w-\d+\.json$/.test(f))).toBe(true);
  expect(asked).not.toContain('index.json');

  await page.getByLabel('Search', { exact: true }).fill('');
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page.getByTestId('count-line')).toHaveText(/^Showing ([\d,]+) of \1 jobs$/);
  expect(asked).toContain('index.json');
  expect(asked).not.toContain('search.json');
  expect(errors).toEqual([]);
});

test('keywords are words: q=OT lists OT jobs first, never for letters inside a word, and the sort says Best match', async ({ page }) => {
  await page.goto('/jobs?q=OT');
  await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByLabel('Sort by')).toHaveValue('match');
  await expect(page.getByLabel('Sort by').locator('option:checked')).toHaveText('Best match');
  const titles = await page.getByRole('list', { name: 'Jobs' }).getByRole('heading', { level: 3 }).allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  // Jobs that say OT in their title rank first (title 3; role or description less), never after one that does not.
  const otTitle = (t: string) => /occupational therap|\bOTR?\b|OTR\/L/i.test(t);
  expect(otTitle(titles[0]!)).toBe(true);
  const firstOther = titles.findIndex((t) => !otTitle(t));
  if (firstOther >= 0) expect(titles.slice(firstOther).some(otTitle), titles.join(' | ')).toBe(false);
  // Typing a keyword on an unsorted board switches the sort to Best match; clearing it goes back to Newest.
  await page.goto('/jobs');
  await reachBoard(page);
  await page.getByLabel('Search', { exact: true }).fill('peds');
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\?q=peds$/);
  await expect(page.getByLabel('Sort by')).toHaveValue('match');
  // The sort shows Best match as the URL changes; the cards follow once the search text has loaded, so wait on them.
  await expect(async () => {
    const texts = await page.getByRole('list', { name: 'Jobs' }).locator('article').allTextContents();
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).toMatch(/Pediatric|Peds|children/i);
  }).toPass({ timeout: 15_000 });
  await page.getByLabel('Search', { exact: true }).fill('');
  await page.getByLabel('Search', { exact: true }).press('Enter');
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
});

test('when the last "Show more" takes its button away, focus moves to the first card it added', async ({ page }) => {
  await page.goto('/jobs?setting=outpatient');
  await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
  const more = page.getByRole('button', { name: /Show more jobs/ });
  let before = 0;
  while (await more.isVisible()) {
    before = await page.getByRole('list', { name: 'Jobs' }).locator('article').count();
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('list', { name: 'Jobs' }).locator('article').count()).toBeGreaterThan(before);
  }
  const added = page.getByRole('list', { name: 'Jobs' }).locator('article').nth(before).getByRole('heading', { level: 3 }).getByRole('link');
  await expect(added).toBeFocused();
});

test('at 320 px a toast over a dialog never covers its buttons', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/jobs');
  const dialog = await saveFirstAndOpenSaved(page);
  const send = dialog.getByRole('button', { name: 'Send' });
  await send.click();
  const toastBox = page.locator('[data-toast]').filter({ hasText: 'Invalid Email' });
  await expect(toastBox).toBeVisible();
  const t = (await toastBox.boundingBox())!;
  const b = (await send.boundingBox())!;
  const overlaps = t.x < b.x + b.width && b.x < t.x + t.width && t.y < b.y + b.height && b.y < t.y + t.height;
  expect(overlaps).toBe(false);
});

for (const width of [390, 1280]) {
  test(`the location field suggests places while typing, by keyboard (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/jobs');
    await reachBoard(page);
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.pressSequentially('manh', { delay: 30 });
    const list = page.getByRole('listbox', { name: 'Suggested places' });
    await expect(list.getByRole('option', { name: 'Manhattan', exact: true })).toBeVisible();
    await expect(location).toHaveAttribute('aria-expanded', 'true');
    await location.press('ArrowDown');
    await expect(location).toHaveAttribute('aria-activedescendant', /.+/);
    await location.press('Enter');
    await expect(page).toHaveURL(/location=Manhattan/);
    await expect(list).toBeHidden();
    await expect(page.getByTestId('count-line')).toHaveText(/^Showing \d+ of/);
    // Escape closes the list and keeps what was typed.
    await location.fill('');
    await location.pressSequentially('san f', { delay: 30 });
    await expect(list.getByRole('option', { name: 'San Francisco, CA', exact: true })).toBeVisible();
    await location.press('Escape');
    await expect(list).toBeHidden();
    await expect(location).toHaveValue('san f');
  });
}

test('a shared filtered link hydrates the board as built: no hydration error, the controls as the URL says', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  for (const query of ['setting=home-health', 'q=ortho&location=Austin&radius=25', 'minPay=87500&payOnly=1', 'sort=pay&newGrad=1']) {
    await page.goto(`/jobs?${query}`);
    await expect(page.locator('[data-board-root][data-state="ready"]')).toBeAttached({ timeout: 20_000 });
    expect(errors, query).toEqual([]);
  }
  await page.goto('/jobs?minPay=87500');
  await expect(page.locator('[data-board-root][data-state="ready"]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByLabel('Minimum pay')).toHaveValue('87500');
  await expect(page.getByLabel('Minimum pay').locator('option:checked')).toHaveText(/^\$87,500\+/);
  expect(errors).toEqual([]);
});

test("an option's count is never the last search's unmarked: ticking a filter dims the counts until they are the new search's", async ({ page }) => {
  await page.goto('/jobs');
  await reachBoard(page);
  const form = page.locator('form[data-board-form]');
  await expect(form).not.toHaveAttribute('data-counting');
  const before = await page.locator('[data-count="noCompete"]').textContent();
  // In one task, as a tap's change event and the first frame after it: the old count must be marked.
  const right = await page.evaluate(() => {
    const box = document.querySelector<HTMLInputElement>('input[type="checkbox"][name="pslf"]')!;
    box.click();
    return document.querySelector('form[data-board-form]')!.hasAttribute('data-counting');
  });
  expect(right, 'the counts are marked as the last search’s at once').toBe(true);
  await expect(form).not.toHaveAttribute('data-counting');
  // Counted for the new search (PSLF-eligible jobs only), the other options' counts changed.
  await expect(page.locator('[data-count="noCompete"]')).not.toHaveText(before!);
});

test('a board opened before a rebuild reads the new build\'s files when its own are gone: results, not "Failed to load jobs"', async ({ page, request }) => {
  // A rebuild, as the browser meets it: the build's files gone (404) and /jobs/board.json naming others.
  const pointer = await request.get('/jobs/board.json');
  expect(pointer.headers()['cache-control']).toBe('no-cache');
  const urls = (await pointer.json()) as { index: string; cards: string };
  const hash = /-([0-9a-f]{12})\.json$/.exec(urls.index)![1]!;
  let rebuilt = false;
  const asked: string[] = [];
  await page.route(/\/jobs\/board(\/|\.json)/, async (route) => {
    const url = route.request().url();
    const path = new URL(url).pathname;
    asked.push(path);
    if (!rebuilt) return route.continue();
    if (path === '/jobs/board.json') {
      const res = await route.fetch();
      return route.fulfill({ response: res, body: (await res.text()).replaceAll(`-${hash}`, `-next${hash}`) });
    }
    if (path.includes(`-next${hash}`)) return route.continue({ url: url.replace(`-next${hash}`, `-${hash}`) });
    return route.fulfill({ status: 404, contentType: 'text/html', body: 'Not found' });
  });
  await page.goto('/jobs?q=pediatric');
  await expect(page.locator('[data-board-root]')).toHaveAttribute('data-state', 'ready');
  expect(await page.content()).toContain(hash);
  rebuilt = true;
  const search = page.getByLabel('Search', { exact: true });
  await search.fill('');
  await search.press('Enter');
  await expect(page.getByTestId('count-line')).toHaveText(/^Showing [1-9][\d,]* of [\d,]+ jobs$/);
  await expect(page.locator('[data-board-error]')).toBeHidden();
  expect(asked).toContain('/jobs/board.json');
  expect(asked.some((p) => p.includes(`/index-next${hash}.json`))).toBe(true);
  // Show more reads its cards from the new build's shards too.
  const cards = page.getByRole('list', { name: 'Jobs' }).locator('article');
  const before = await cards.count();
  await page.getByRole('button', { name: /Show more jobs/ }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  expect(asked.some((p) => p.includes(`/cards-next${hash}-`))).toBe(true);
});
