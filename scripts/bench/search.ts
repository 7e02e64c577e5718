/**
 * `npm run bench:search`: a keyword query on the board against Pagefind 1.x, side by side
 * on one 10,000-job build (.bench/board-10000, or `--jobs N`; shared with bench:board; `--rebuild` makes it again).
 *
 * Pagefind indexes the same job pages (job/*.html, jobs/*.html) into the build's pagefind/ folder, and a
 * bare page (pagefind-bench.html: no framework, no CSS) shows its first 12 results, title and excerpt, as
 * Pagefind's API gives them. The board answers /jobs?q=… as a visitor opening a shared search link meets it.
 * Both are served by the same local host (gzip where the file is not compressed already: Pagefind's index
 * files are gzip inside), in Debian's Chromium with a cold cache, at 4x CPU and slow-4G network (150 ms
 * round trip, 1.6 Mbps down: Lighthouse's mobile profile, applied). Pagefind runs with `noWorker`: the
 * network throttle is the page's, and a worker's fetches would go unthrottled and uncounted.
 *
 * Per query, for each side: the search data fetched, in KB as sent (the board: every file under
 * /jobs/board/, i.e. term leaves, card shards and the index if it were fetched; Pagefind: its JS, WASM,
 * meta, index chunks and fragments, fragments also apart),
 * the requests, and the time from navigation to the first 12 ranked results on screen. Each query runs
 * `--rounds N` times a side (3 unless told; board and Pagefind alternate), since a single page load here
 * swings by half a second. The rows give the median over every query and round, and the targets: the
 * board's search data at most half of Pagefind's, and its results no later.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { startHost } from '../lib/start-host';
import { boardDataDir, boardDistDir, ensureBoardBuild } from './board-build';
import { phonePage } from './phone';

// The vocabulary's entries by default (each has its own leaf); `--queries a,b` measures any words (a word
// outside the vocabulary reads its word leaves and card shards).
const queriesAt = process.argv.indexOf('--queries');
const QUERIES =
  queriesAt > 0
    ? (process.argv[queriesAt + 1] ?? '')
        .split(',')
        .map((q) => q.trim())
        .filter(Boolean)
    : ['pediatric', 'travel', 'ortho', 'home health', 'neuro', 'per diem', 'sports', 'geriatric'];
const roundsAt = process.argv.indexOf('--rounds');
const ROUNDS = roundsAt > 0 ? Math.max(1, Number(process.argv[roundsAt + 1]) || 3) : 3;
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

function row(what: string, value: string, target: string): void {
  console.log(`${what.padEnd(64)} ${value.padStart(12)}   target ${target}`);
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

ensureBoardBuild(process.argv.includes('--rebuild'));

// Pagefind over the same job pages, once per build (its output is the build's pagefind/ folder).
if (!existsSync(`${boardDistDir}/pagefind/pagefind.js`)) {
  const indexed = spawnSync(resolve('node_modules/.bin/pagefind'), ['--site', boardDistDir, '--glob', '{job,jobs}/*.html'], { encoding: 'utf8' });
  if (indexed.status !== 0) {
    console.error(indexed.stdout, indexed.stderr);
    process.exit(1);
  }
  console.log(
    indexed.stdout
      .split('\n')
      .filter((l) => /Indexed|pages|words/i.test(l))
      .join('\n'),
  );
}
// The bare page: Pagefind's API, the first 12 results with their title and excerpt, nothing else.
writeFileSync(
  `${boardDistDir}/pagefind-bench.js`,
  `const q = new URLSearchParams(location.search).get('q') ?? '';
const pagefind = await import('/pagefind/pagefind.js');
// On the page's thread: a worker's fetches would escape the page's network throttle and count.
await pagefind.options({ noWorker: true });
const search = await pagefind.search(q);
const first = await Promise.all(search.results.slice(0, 12).map((r) => r.data()));
const list = document.getElementById('results');
for (const d of first) {
  const li = document.createElement('li');
  const a = document.createElement('a');
  a.href = d.url;
  a.textContent = d.meta.title;
  const p = document.createElement('p');
  p.innerHTML = d.excerpt; // Pagefind's excerpt marks the words with <mark>
  li.append(a, p);
  list.append(li);
}
document.body.dataset.results = String(search.results.length);
`,
);
writeFileSync(
  `${boardDistDir}/pagefind-bench.html`,
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>Pagefind</title><ul id="results"></ul><script type="module" src="/pagefind-bench.js"></script></html>`,
);
// Pagefind compiles WebAssembly, which the site's policy (rightly) does not allow: the bench's own page goes without it.
const headers = readFileSync(`${boardDistDir}/_headers`, 'utf8');
// (Pages serves the page at /pagefind-bench, without .html; a worker, were it on, gets its policy from Pagefind's files.)
if (!headers.includes('\n/pagefind/*\n'))
  appendFileSync(`${boardDistDir}/_headers`, '\n/pagefind-bench\n  ! Content-Security-Policy\n\n/pagefind/*\n  ! Content-Security-Policy\n');

interface Side {
  searchBytes: number;
  fragmentBytes: number;
  requests: number;
  ms: number;
  results: number;
}

async function measure(browser: Browser, origin: string, side: 'board' | 'pagefind', q: string): Promise<Side> {
  const { context, page, cdp } = await phonePage(browser);
  const urls = new Map<string, string>();
  const sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (e) => urls.set(e.requestId, e.request.url));
  cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
  page.on('pageerror', (e) => console.error(`${side} ${q}: ${e.message}`));
  const search = encodeURIComponent(q);
  let results: number;
  if (side === 'board') {
    await page.goto(`${origin}/jobs?q=${search}`);
    // On screen: the island's answer (not the build's unfiltered cards) with its first cards.
    await page.waitForSelector('[data-board-root][data-state="ready"] [data-board-list] article', { timeout: 120_000 });
    results = Number(/Showing (\d+)/.exec((await page.getByTestId('count-line').textContent()) ?? '')?.[1] ?? NaN);
    await page.waitForFunction((n) => document.querySelectorAll('[data-board-list] article').length >= n, Math.min(12, results), { timeout: 60_000 });
  } else {
    await page.goto(`${origin}/pagefind-bench?q=${search}`);
    await page.waitForSelector('body[data-results]', { state: 'attached', timeout: 120_000 });
    results = Number(await page.getAttribute('body', 'data-results'));
  }
  const ms = await page.evaluate(() => performance.now());
  let searchBytes = 0;
  let fragmentBytes = 0;
  let requests = 0;
  for (const [id, n] of sizes) {
    const path = new URL(urls.get(id) ?? 'http://x/').pathname;
    const data = side === 'board' ? path.startsWith('/jobs/board/') : path.startsWith('/pagefind/');
    if (!data) continue;
    searchBytes += n;
    requests++;
    if (path.includes('/fragment/')) fragmentBytes += n;
  }
  await context.close();
  return { searchBytes, fragmentBytes, requests, ms, results };
}

const host = await startHost({ DIST_DIR: boardDistDir, DATA_DIR: boardDataDir });
const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const board: Side[] = [];
  const pagefind: Side[] = [];
  console.log(`${'query'.padEnd(14)} ${'board: data, requests, on screen, results'.padEnd(46)} Pagefind: data (fragments), requests, on screen, results`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const q of QUERIES) {
      const b = await measure(browser, host.origin, 'board', q);
      const p = await measure(browser, host.origin, 'pagefind', q);
      board.push(b);
      pagefind.push(p);
      console.log(
        `${`${q}${ROUNDS > 1 ? ` (${round})` : ''}`.padEnd(14)} ${`${kb(b.searchBytes)}, ${b.requests}, ${Math.round(b.ms)} ms, ${b.results}`.padEnd(46)} ${kb(p.searchBytes)} (${kb(p.fragmentBytes)}), ${p.requests}, ${Math.round(p.ms)} ms, ${p.results}`,
      );
    }
  }
  const bBytes = median(board.map((s) => s.searchBytes));
  const pBytes = median(pagefind.map((s) => s.searchBytes));
  const pNoFragments = median(pagefind.map((s) => s.searchBytes - s.fragmentBytes));
  row(`Pagefind search data per query (median of ${QUERIES.length} x ${ROUNDS})`, kb(pBytes), `- (without fragments ${kb(pNoFragments)})`);
  row(`board search data per query (term files, cards, any index)`, kb(bBytes), `<= ${kb(pBytes / 2)} (half of Pagefind's)`);
  const bMs = median(board.map((s) => s.ms));
  const pMs = median(pagefind.map((s) => s.ms));
  row(`Pagefind first 12 results on screen (median)`, `${Math.round(pMs)} ms`, '-');
  row(`board first 12 results on screen (median)`, `${Math.round(bMs)} ms`, `<= ${Math.round(pMs)} ms (Pagefind's)`);
} finally {
  await browser.close();
  await host.stop();
}
