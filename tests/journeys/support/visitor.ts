/**
 * A visitor, as the journeys play them: on a phone (390 px, touch) under a phone's conditions (Chrome's
 * Slow 4G network and a 4x slower CPU, through the DevTools protocol), or on a laptop (1280 px, no
 * throttling). They act as soon as a control is visible: never waiting for hydration, load or network
 * idle, and never sleeping. Every journey fails on a console error (tests/support/console.ts), an uncaught page error, a 5xx answer,
 * a toast over the control it taps, or a page wider than the screen.
 */
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { NOT_SCRIPT_ERRORS } from '../../support/console';

export interface VisitorOptions {
  /** Slow 4G and 4x CPU. */
  throttle: boolean;
}

/** Chrome DevTools' "Slow 4G" preset (Lighthouse's mobile throttling): 562.5 ms latency, 1.44 / 0.675 Mbps. */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };

export const test = base.extend<VisitorOptions & { problems: string[] }>({
  throttle: [false, { option: true }],
  // Playwright's fixtures take their dependencies from the first argument's pattern: this one has none.
  // eslint-disable-next-line no-empty-pattern
  problems: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, throttle, problems }, use) => {
    page.on('console', (m) => {
      if (m.type() === 'error' && !NOT_SCRIPT_ERRORS.some((re) => re.test(m.text()))) problems.push(`console error: ${m.text()} (${m.location().url})`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('response', (r) => {
      if (r.status() >= 500) problems.push(`${r.status()} from ${r.request().method()} ${r.url()}`);
    });
    // After each page has loaded: nothing wider than the screen (sideways scroll).
    page.on('load', (p) => {
      void p
        .evaluate(() => [document.documentElement.scrollWidth, innerWidth, location.pathname] as const)
        .then(([wide, screen, path]) => {
          if (wide > screen) problems.push(`sideways scroll on ${path}: ${wide} px in ${screen}`);
        })
        .catch(() => undefined);
    });
    // A visitor of their own, as each real one is (per-client limits; the e2e host trusts this header).
    await page.setExtraHTTPHeaders({ 'cf-connecting-ip': visitorAddress() });
    if (throttle) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    await use(page);
    const [wide, screen] = await page.evaluate(() => [document.documentElement.scrollWidth, innerWidth] as const).catch(() => [0, 0] as const);
    if (wide > screen) problems.push(`sideways scroll at the end: ${wide} px in ${screen}`);
    expect(problems, 'console errors, page errors, 5xx answers, covered controls or sideways scroll').toEqual([]);
  },
});

/** A documentation-range IPv6 address in a /64 of its own (limits key a client by its /64), different for each visitor. */
export const visitorAddress = () => `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`;

export { expect };
export type { Page } from '@playwright/test';

/**
 * A tap, as soon as the control is visible (a phone's first tap comes before any script has run): the
 * control must not be under a toast. Playwright's own checks then tap it (scrolled into view, stable).
 */
export async function tap(control: Locator): Promise<void> {
  await expect(control).toBeVisible();
  const covered = await control.evaluate((el) => {
    el.scrollIntoView({ block: 'center', inline: 'nearest' });
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    const toast = top?.closest('[data-toast-region] > *');
    return toast && !el.contains(top) ? (toast.textContent ?? 'a toast') : null;
  });
  expect(covered, 'a toast covers the control').toBeNull();
  await control.click();
}

/** The number of entries in this tab's history (Back steps the visitor has). */
export const historyLength = (page: Page) => page.evaluate(() => history.length);

/** Searches the board for `words` as a visitor does: taps the search field, types, presses Enter. */
export async function searchBoard(page: Page, words: string): Promise<void> {
  const search = page.getByLabel('Search', { exact: true });
  await tap(search);
  await search.fill(words);
  await search.press('Enter');
}
