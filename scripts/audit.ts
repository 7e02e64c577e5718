/**
 * `npm run audit`: Lighthouse (mobile preset) on /, /jobs, a job detail page and a state page, served
 * by the local host from the current dist/ (built first when missing). Uses Debian's Chromium, or
 * CHROME_PATH. Prints the four category scores and LCP, TBT and CLS per page.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startHost } from './lib/start-host';
import { readBuiltBoard } from '../src/features/board/read-built.server';
import { CHROMIUM_FLAGS } from './lib/chromium-flags';

if (!existsSync('dist/index.html')) {
  console.log('dist/ missing: building first');
  const built = spawnSync('node_modules/.bin/astro', ['build'], { stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// A job detail page: the first job the built board lists.
function firstJobPath(): string {
  try {
    const url = readBuiltBoard().find((j) => j.url)?.url;
    if (url) return url;
  } catch {
    // fall through
  }
  return '/job/1';
}

const host = await startHost();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
});
const pages = ['/', '/jobs', firstJobPath(), '/jobs/california'];
const rows: string[] = [];
try {
  for (const path of pages) {
    const result = await lighthouse(`${host.origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      formFactor: 'mobile',
      screenEmulation: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
      throttlingMethod: 'simulate',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
    const { categories, audits } = result.lhr;
    const score = (k: string) => Math.round((categories[k]?.score ?? 0) * 100);
    const lcp = audits['largest-contentful-paint']?.numericValue ?? NaN;
    const tbt = audits['total-blocking-time']?.numericValue ?? NaN;
    const cls = audits['cumulative-layout-shift']?.numericValue ?? NaN;
    const line = `${path.padEnd(40)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}  LCP ${(lcp / 1000).toFixed(2)} s  TBT ${Math.round(tbt)} ms  CLS ${cls.toFixed(3)}`;
    console.log(line);
    rows.push(line);
    // Name failing audits so a score below target says why.
    for (const [id, audit] of Object.entries(audits)) {
      if (audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === 'binary') console.log(`    failing: ${id} — ${audit.title}`);
    }
  }
} finally {
  await chrome.kill();
  await host.stop();
}
console.log('\nTargets: performance >= 95, accessibility 100, best practices 100, SEO 100; LCP < 2.5 s on simulated slow 4G.');
