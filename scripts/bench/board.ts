/**
 * `npm run bench:board [-- --jobs N]`: the job board at 10,000 jobs (or N). Seeds that many synthetic jobs
 * plus the curated seed into their own database, builds into .bench/board-N (kept; `--rebuild` makes
 * it again; the build's wall time and files are printed against their targets: at most 6 minutes on 2
 * cores, at most 1.15 files a job, within Cloudflare Pages' 100,000 files of the Workers Paid plan the
 * runbook names), serves it on the local host and measures in Debian's Chromium:
 *   - Lighthouse mobile performance score and Total Blocking Time of /jobs (targets >= 95, <= 200 ms), as a
 *     first visit meets it (the board island waits for the visitor: client:intent) and as a shared filtered
 *     link does (the island hydrates and loads the index at idle: the same work a stale build, a return or
 *     saved jobs cause);
 *   - bytes transferred (gzip, as sent) before the first filtered result is on screen, for a shared
 *     filtered link (target <= 210 KB: the board is a React island, React included);
 *   - time from a filter change to the updated results on screen at 4x CPU throttling (Chromium's CDP
 *     throttle), median of 36 changes a second apart (target <= 50 ms), and of 36 back to back.
 */
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startHost } from '../lib/start-host';
import { phonePage } from './phone';
import { BOARD_JOBS, boardDataDir as dataDir, boardDistDir as distDir, ensureBoardBuild } from './board-build';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function row(what: string, value: string, target: string): void {
  console.log(`${what.padEnd(64)} ${value.padStart(12)}   target ${target}`);
}

const built = ensureBoardBuild(process.argv.includes('--rebuild'));
const jobsSaid = BOARD_JOBS.toLocaleString('en-US');
if (built) {
  row(`build of ${jobsSaid} jobs, wall time (2 cores)`, `${(built.buildSeconds / 60).toFixed(1)} min`, '<= 6 min');
  row(`files in the build (${built.pages.toLocaleString('en-US')} pages)`, built.files.toLocaleString('en-US'), '<= 100,000 (Cloudflare Pages, paid plan)');
  row('files per job', (built.files / BOARD_JOBS).toFixed(3), '<= 1.15');
} else console.log('(build figures: this build predates them; --rebuild to measure)');

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
      row(`${what} Lighthouse mobile performance (${jobsSaid} jobs; runs ${scores.join(', ')})`, String(median(scores)), '>= 95');
      row(`${what} Total Blocking Time (runs ${tbts.join(', ')} ms)`, `${median(tbts)} ms`, '<= 200 ms');
    }
  }

  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    // 2. Transfer before the first filtered result of a shared filtered link is on screen (Slow 4G, 4x CPU): the page's own
    // resource timing (bytes as sent, headers included) of everything that had arrived by the frame it showed.
    // The /jobs function serves a shared search's first answer in the page, so that is usually the page and
    // its CSS; the island's own answer (it takes over with the index) is measured apart.
    // A phone on a slow network: on bare loopback every file lands before the first frame, and the order of
    // arrival says nothing.
    const { context, page } = await phonePage(browser);
    // As text: tsx would wrap the named arrows of a function handed over in a helper the page does not have.
    await page.addInitScript({
      content: `(() => {
        const shown = () => {
          const line = document.querySelector('[data-testid="count-line"]')?.textContent ?? '';
          const m = /Showing (\\d+) of (\\d+)/.exec(line);
          // The cards on screen: a served answer's list stands beside the built one, which CSS hides.
          const cards = [...document.querySelectorAll('[aria-label="Jobs"] article')].filter((c) => c.checkVisibility());
          return !!m && Number(m[1]) < Number(m[2]) && cards.length > 0 && cards.every((c) => c.textContent?.includes('Home Health'));
        };
        const look = () => (shown() ? (window.firstFiltered = performance.now()) : requestAnimationFrame(look));
        requestAnimationFrame(look);
      })();`,
    });
    await page.goto(`${host.origin}/jobs?setting=home-health`, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { firstFiltered?: number }).firstFiltered !== undefined, undefined, { timeout: 60_000 });
    const bytesBy = (key: 'firstFiltered' | 'islandReady') =>
      page.evaluate((k) => {
        const at = (window as unknown as Record<string, number>)[k]!;
        const entries = [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')] as PerformanceResourceTiming[];
        const arrived = entries.filter((e) => e.responseEnd <= at);
        return { total: arrived.reduce((n, e) => n + e.transferSize, 0), parts: arrived.map((e) => [e.name, e.transferSize] as [string, number]) };
      }, key);
    const first = await bytesBy('firstFiltered');
    row('transferred before the first filtered result (as sent)', `${(first.total / 1024).toFixed(1)} KB`, '<= 210 KB');
    // The island's own answer: the board drawn by its engine (data-state="ready"), index included.
    await page.waitForSelector('[data-board-root][data-state="ready"]', { timeout: 60_000 });
    await page.evaluate(() => ((window as unknown as { islandReady: number }).islandReady = performance.now()));
    const island = await bytesBy('islandReady');
    row("transferred before the island's own answer (board interactive)", `${(island.total / 1024).toFixed(1)} KB`, 'none set (was the figure above)');
    // What it was, largest first, the 20 largest (so a budget overrun names its cause).
    const parts = new Map<string, number>();
    for (const [url, n] of island.parts) {
      const path = new URL(url).pathname.replace(/-[\w]{8,}(-\d+)?\./, '.').replace(/\.[\w-]{8}\.js$/, '.js');
      parts.set(path, (parts.get(path) ?? 0) + n);
    }
    const before = new Set(first.parts.map(([url]) => new URL(url).pathname.replace(/-[\w]{8,}(-\d+)?\./, '.').replace(/\.[\w-]{8}\.js$/, '.js')));
    for (const [path, n] of [...parts].sort((a, b) => b[1] - a[1]).slice(0, 20))
      console.log(`    ${path.padEnd(60)} ${(n / 1024).toFixed(1).padStart(7)} KB${before.has(path) ? '   (before the first result)' : ''}`);
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
    // Two ways: a visitor's pace (each change a second after the last: the board has counted the last
    // answer's options at idle, as it does between a person's changes), the target; and back to back (the
    // next change lands while the last one's counts may still run), reported beside it.
    const measure = async (pauseMs: number) => {
      const times: number[] = [];
      for (const value of values) {
        if (pauseMs) await page2.waitForTimeout(pauseMs);
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
      return times;
    };
    const paced = await measure(1000);
    row(`filter change to results on screen, 4x CPU, a second apart (median of ${paced.length})`, `${median(paced).toFixed(1)} ms`, '<= 50 ms');
    const backToBack = await measure(0);
    row(`  the same, back to back (median of ${backToBack.length})`, `${median(backToBack).toFixed(1)} ms`, 'none set');
    await context2.close();
  } finally {
    await browser.close();
  }
} finally {
  await host.stop();
}
