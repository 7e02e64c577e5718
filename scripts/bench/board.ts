/**
 * `npm run bench:board`: the job board at 10,000 jobs. Seeds 10,000 synthetic jobs
 * plus the curated seed into their own database, builds into .bench/board-10000 (kept; `--rebuild` makes
 * it again), serves it on the local host and measures in Debian's Chromium:
 *   - Lighthouse mobile performance score and Total Blocking Time of /jobs (targets >= 95, <= 200 ms), as a
 *     first visit meets it (the board island waits for the visitor: client:intent) and as a shared filtered
 *     link does (the island hydrates and loads the index at idle: the same work a stale build, a return or
 *     saved jobs cause);
 *   - bytes transferred (gzip, as sent) before the first filtered result is on screen, for a shared
 *     filtered link (target <= 210 KB: the board is a React island, React included);
 *   - time from a filter change to the updated results on screen at 4x CPU throttling (Chromium's CDP
 *     throttle), median of 36 changes (target <= 50 ms).
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startHost } from '../lib/start-host';
import { boardDataDir as dataDir, boardDistDir as distDir, ensureBoardBuild } from './board-build';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function row(what: string, value: string, target: string): void {
  console.log(`${what.padEnd(64)} ${value.padStart(12)}   target ${target}`);
}

ensureBoardBuild(process.argv.includes('--rebuild'));

const host = await startHost({ DIST_DIR: distDir, DATA_DIR: dataDir });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
try {
  // 1. Lighthouse, mobile preset (simulated slow 4G and 4x CPU).
  if (!process.argv.includes('--no-lighthouse')) await runLighthouse();
  // Three runs, the median reported (Lighthouse on a 2-core machine swings by 100 ms of TBT between runs).
  async function runLighthouse() {
    for (const [path, what] of [
      ['/jobs', '/jobs'],
      ['/jobs?setting=home-health', 'filtered link (island at idle)'],
    ] as const) {
      const scores: number[] = [];
      const tbts: number[] = [];
      for (let run = 0; run < 3; run++) {
        const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'] });
        try {
          const result = await lighthouse(`${host.origin}${path}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            formFactor: 'mobile',
          });
          const lhr = result!.lhr;
          scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
          tbts.push(Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN));
        } finally {
          await chrome.kill();
        }
      }
      row(`${what} Lighthouse mobile performance (10,000 jobs; runs ${scores.join(', ')})`, String(median(scores)), '>= 95');
      row(`${what} Total Blocking Time (runs ${tbts.join(', ')} ms)`, `${median(tbts)} ms`, '<= 200 ms');
    }
  }

  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // 2. Transfer before the first filtered result of a shared filtered link is on screen.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const sizes = new Map<string, number>();
    const urls = new Map<string, string>();
    cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
    cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
    await page.goto(`${host.origin}/jobs?setting=home-health`);
    // On screen: every shown card is a home-health job, and the count line names a filtered count.
    await page.waitForFunction(
      () => {
        const line = document.querySelector('[data-testid="count-line"]')?.textContent ?? '';
        const m = /Showing (\d+) of (\d+)/.exec(line);
        const cards = [...document.querySelectorAll('[aria-label="Jobs"] article')];
        return !!m && Number(m[1]) < Number(m[2]) && cards.length > 0 && cards.every((c) => c.textContent?.includes('Home Health'));
      },
      undefined,
      { timeout: 60_000, polling: 20 },
    );
    const transferred = [...sizes.values()].reduce((a, b) => a + b, 0);
    row('transferred before the first filtered result (gzip, as sent)', `${(transferred / 1024).toFixed(1)} KB`, '<= 210 KB');
    // What it was, largest first, the 20 largest (so a budget overrun names its cause).
    const parts = new Map<string, number>();
    for (const [id, n] of sizes) {
      const path = new URL(urls.get(id) ?? 'http://x/?').pathname.replace(/-[\w]{8,}(-\d+)?\./, '.').replace(/\.[\w-]{8}\.js$/, '.js');
      parts.set(path, (parts.get(path) ?? 0) + n);
    }
    for (const [path, n] of [...parts].sort((a, b) => b[1] - a[1]).slice(0, 20)) console.log(`    ${path.padEnd(60)} ${(n / 1024).toFixed(1).padStart(7)} KB`);
    await context.close();

    // 3. Filter change to results on screen, 4x CPU throttling.
    const context2 = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page2 = await context2.newPage();
    const cdp2 = await context2.newCDPSession(page2);
    await page2.goto(`${host.origin}/jobs`);
    // The visitor reaches for the filters (the island wakes), and it has hydrated and shown its own answer.
    await page2.hover('[data-board-form]');
    await page2.waitForSelector('[data-board-root][data-state="ready"]', { timeout: 60_000 });
    await page2.waitForLoadState('networkidle');
    await cdp2.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // Nine settings, four rounds: a median of 9 swung between 50 and 120 ms from one run to the next on
    // this 2-core machine; of 36 it holds within a few ms.
    const values = Array.from({ length: 4 }, () => [
      'home-health',
      'outpatient',
      'all',
      'pediatric',
      'skilled-nursing',
      'all',
      'acute-care',
      'outpatient',
      'all',
    ]).flat();
    const times: number[] = [];
    for (const value of values) {
      const ms = await page2.evaluate(
        (v) =>
          new Promise<number>((done) => {
            const select = document.querySelector<HTMLSelectElement>('#job-setting')!;
            const target = document.querySelector('[aria-label="Jobs"]')?.parentElement ?? document.body;
            const start = performance.now();
            const observer = new MutationObserver(() => {
              observer.disconnect();
              requestAnimationFrame(() => done(performance.now() - start));
            });
            observer.observe(target, { childList: true, subtree: true, characterData: true });
            select.value = v;
            select.dispatchEvent(new Event('change', { bubbles: true }));
          }),
        value,
      );
      times.push(ms);
    }
    row(`filter change to results on screen, 4x CPU (median of ${times.length})`, `${median(times).toFixed(1)} ms`, '<= 50 ms');
    await context2.close();
  } finally {
    await browser.close();
  }
} finally {
  await host.stop();
}
