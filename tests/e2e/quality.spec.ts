/**
 * Quality gates on the built site: page-weight budgets, HTML validity (Nu Html Checker),
 * JobPosting structured data, and an axe scan of every page kind in Chromium.
 * Budgets come from DESIGN.md "Figures to reach".
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';
import { builtPageKinds, builtPages, gzipSize, jsClosure, pageAssets, readDist } from './support/dist';

const HTML_BUDGET = 14 * 1024;
const CSS_BUDGET = 12 * 1024;
// React islands (the board, the apply dialog, saved jobs) take the place of hand-made elements;
// React and React DOM are about 60 KB of it. The 10,000-job budgets are npm run bench:board's.
const ISLAND_JS_BUDGET = 100 * 1024;
// A page without an island runs a form's or a count's script, a few kilobytes: more means it has been
// handed the islands' shared chunk (astro.config.mjs, codeSplitting).
const PLAIN_JS_BUDGET = 6 * 1024;
const pages = builtPages();

test.describe('page-weight budgets', () => {
  test('every page but /jobs has HTML <= 14 KB gzip', () => {
    const over = pages
      .filter(([path]) => path !== '/jobs')
      .map(([path, file]) => [path, gzipSize(readFileSync(file))] as const)
      .filter(([, size]) => size > HTML_BUDGET);
    expect(over, `pages over ${HTML_BUDGET} bytes gzip`).toEqual([]);
  });

  test('pages without an island load no framework JavaScript and a few KB at most; island pages stay within 100 KB gzip', () => {
    const problems: string[] = [];
    for (const [path, file] of pages) {
      const html = readFileSync(file, 'utf8');
      const { scripts } = pageAssets(html);
      const closure = jsClosure(scripts);
      const jsBytes = closure.reduce((sum, url) => sum + gzipSize(readDist(url)), 0);
      const hasIsland = html.includes('<astro-island');
      const loadsReact = closure.some((url) => /react|client\.[\w-]+\.js$/i.test(url) || readDist(url).includes('__reactContainer'));
      if (!hasIsland && loadsReact) problems.push(`${path}: loads framework JS without an island`);
      if (!hasIsland && jsBytes > PLAIN_JS_BUDGET) problems.push(`${path}: ${jsBytes} bytes of JS gzip without an island`);
      if (hasIsland && jsBytes > ISLAND_JS_BUDGET) problems.push(`${path}: ${jsBytes} bytes of JS gzip`);
    }
    expect(problems).toEqual([]);
  });

  test('CSS per page <= 12 KB gzip', () => {
    const over: string[] = [];
    for (const [path, file] of pages) {
      const { styles } = pageAssets(readFileSync(file, 'utf8'));
      const size = styles.reduce((sum, url) => sum + gzipSize(readDist(url)), 0);
      if (size > CSS_BUDGET) over.push(`${path}: ${size}`);
    }
    expect(over).toEqual([]);
  });
});

test('every built page is valid HTML (Nu Html Checker)', () => {
  test.setTimeout(180_000);
  const files = pages.map(([, file]) => file);
  let output = '';
  try {
    execFileSync('java', ['-Xss8m', '-jar', 'node_modules/vnu-jar/build/dist/vnu.jar', '--errors-only', '--format', 'json', ...files], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    output = (error as { stderr?: string }).stderr ?? String(error);
  }
  const messages = output ? ((JSON.parse(output) as { messages: { url: string; message: string; lastLine?: number }[] }).messages ?? []) : [];
  const errors = messages.map((m) => `${m.url.replace(/^.*\/dist\//, '/')}:${m.lastLine ?? ''} ${m.message}`);
  expect(errors).toEqual([]);
});

const GOOGLE_EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER'];

test("every JobPosting has Google's required properties and a valid employmentType", () => {
  let postings = 0;
  const problems: string[] = [];
  for (const [path, file] of pages) {
    const html = readFileSync(file, 'utf8');
    for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
      const data = JSON.parse(m[1]!) as Record<string, unknown> | Record<string, unknown>[];
      for (const item of Array.isArray(data) ? data : [data]) {
        if (item['@type'] !== 'JobPosting') continue;
        postings++;
        for (const key of ['title', 'description', 'datePosted', 'hiringOrganization', 'jobLocation', 'validThrough']) {
          if (item[key] == null) problems.push(`${path}: missing ${key}`);
        }
        const types = ([] as unknown[]).concat(item.employmentType ?? []);
        if (!types.length || !types.every((t) => GOOGLE_EMPLOYMENT_TYPES.includes(String(t))))
          problems.push(`${path}: employmentType ${JSON.stringify(item.employmentType)}`);
        if (!/^\/jobs\/|^\/job\//.test(path)) problems.push(`${path}: JobPosting outside a detail page`);
      }
    }
  }
  expect(problems).toEqual([]);
  expect(postings).toBeGreaterThan(0);
});

// One built page of each route, scanned in Chromium (a new page is scanned without being listed here), and
// the kinds the build cannot name: an open job by its slug, a static job page, an unknown path (the 404 page).
const pageKinds: Record<string, string | undefined> = {
  ...Object.fromEntries(builtPageKinds()),
  'job detail (slug, open)': '/jobs/outpatient-orthopedic-pt-los-angeles',
  'static job page': '/jobs/orthopedic-pt-west-la',
  '404': '/this-page-does-not-exist',
};

// The kinds are scanned in a few tests, each reusing one page (a fresh browser context per kind cost more
// than the scan itself); a failure names every kind with its violations.
const AXE_CHUNKS = 4;
const kinds = Object.entries(pageKinds);
for (let chunk = 0; chunk < AXE_CHUNKS; chunk++) {
  const mine = kinds.filter((_, i) => i % AXE_CHUNKS === chunk);
  test(`axe finds no violation on the ${mine.map(([kind]) => kind).join(', ')} page${mine.length > 1 ? 's' : ''}`, async ({ page }) => {
    test.setTimeout(120_000);
    const found: Record<string, string[]> = {};
    for (const [kind, path] of mine) {
      expect(path, `no built page of kind ${kind}`).toBeTruthy();
      await page.goto(path!);
      await page.waitForLoadState('networkidle');
      // Legacy mode runs axe in the page itself instead of finishing in a second, blank page (the default
      // since axe 4.5, for cross-origin iframes, which no page here has): half the time. Only violations
      // are collected: passes and incomplete results are not read.
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .options({ resultTypes: ['violations'] })
        .setLegacyMode(true)
        .analyze();
      const summary = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
      if (summary.length) found[`${kind} (${path})`] = summary;
    }
    expect(found).toEqual({});
  });
}
