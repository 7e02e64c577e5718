import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import { XMLParser } from 'fast-xml-parser';
import { validateXML } from 'xmllint-wasm';
import { parse as parseYaml } from 'yaml';
import { buildSeedJobs, CONTACT_LEAK_MARKERS } from '../../supabase/seed/jobs';
import { builtPages } from './support/dist';

const xml = (file: string) => readFileSync(`dist/${file}`, 'utf8');
const locs = (file: string) => [...xml(file).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

test('the sitemaps are valid against the sitemaps.org schemas', async () => {
  // libxml2's own validation (xmllint), as WebAssembly from npm: no system package needed.
  const errors = async (xsd: string, file: string) =>
    (await validateXML({ xml: [{ fileName: file, contents: xml(file) }], schema: [readFileSync(`tests/fixtures/${xsd}`, 'utf8')] })).errors.map(
      (e) => e.rawMessage,
    );
  expect(await errors('sitemap.xsd', 'sitemap-pages.xml')).toEqual([]);
  expect(await errors('sitemap.xsd', 'sitemap-jobs.xml')).toEqual([]);
  expect(await errors('siteindex.xsd', 'sitemap-index.xml')).toEqual([]);
  // The check can fail: a sitemap with an element the schema does not allow is refused.
  expect(
    (
      await validateXML({
        xml: [{ fileName: 'bad.xml', contents: xml('sitemap-pages.xml').replace('<loc>', '<where>x</where><loc>') }],
        schema: [readFileSync('tests/fixtures/sitemap.xsd', 'utf8')],
      })
    ).valid,
  ).toBe(false);
  expect(locs('sitemap-index.xml')).toEqual(['/sitemap-pages.xml', '/sitemap-jobs.xml']);
  expect(readFileSync('dist/robots.txt', 'utf8')).toMatch(/^Sitemap: http.*\/sitemap-index\.xml$/m);
});

test('every URL in the sitemaps answers 200 on the host, and no inactive or expired job is listed', async ({ request }) => {
  const pages = locs('sitemap-pages.xml');
  const jobs = locs('sitemap-jobs.xml');
  // (One page per city: the city jobs pages moved to the landing pages.)
  expect(pages.length).toBeGreaterThan(30);
  expect(jobs.length).toBeGreaterThan(50);
  for (const path of [...pages, ...jobs]) expect((await request.get(path)).status(), path).toBe(200);
  const now = Date.now();
  const hidden = buildSeedJobs(new Date()).filter((j) => !j.is_active || (j.expires_at && Date.parse(String(j.expires_at)) <= now));
  for (const j of hidden) {
    if (j.slug) expect(jobs, j.slug).not.toContain(`/jobs/${j.slug}`);
    expect(jobs).not.toContain(`/job/${j.id}`);
  }
  expect(jobs.some((p) => p.startsWith('/jobs/'))).toBe(true);
  expect(xml('sitemap-jobs.xml')).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

test('a page that asks not to be indexed is in no sitemap, and every other page is in one', () => {
  const listed = new Set([...locs('sitemap-pages.xml'), ...locs('sitemap-jobs.xml')]);
  const built = builtPages();
  expect(built.length).toBeGreaterThan(50);
  const noindex = built.filter(([, file]) => /<meta name="robots" content="noindex/.test(readFileSync(file, 'utf8'))).map(([path]) => path);
  expect(noindex).toContain('/account');
  expect(noindex.filter((path) => listed.has(path))).toEqual([]);
  // The rest are listed, in one sitemap or the other (a page's own noindex is the one list of private pages).
  const left = built.map(([path]) => path).filter((path) => !noindex.includes(path) && !listed.has(path));
  expect(left).toEqual([]);
});

test('the feeds parse, carry the required fields, and hold no contact value', () => {
  const parser = new XMLParser({ ignoreAttributes: false });
  const indeed = parser.parse(xml('jobs/feed.xml'));
  expect(indeed.source.publisher).toBeTruthy();
  expect(indeed.source.publisherurl).toBeTruthy();
  expect(indeed.source.lastBuildDate).toBeTruthy();
  const items = ([] as Record<string, unknown>[]).concat(indeed.source.job);
  expect(items.length).toBeGreaterThan(50);
  for (const job of items)
    for (const k of ['title', 'date', 'referencenumber', 'requisitionid', 'url', 'company', 'sourcename', 'city', 'state', 'country', 'description', 'jobtype'])
      expect(job[k], k).toBeTruthy();
  // Salary only when the page shows one, in Indeed's form: a period, no commas, no "k".
  const salaries = items.map((j) => j.salary).filter(Boolean);
  expect(salaries.length).toBeGreaterThan(items.length / 2);
  for (const s of salaries) expect(String(s)).toMatch(/^\$\d+( - \$\d+)? per (hour|day|week|year)$/);
  for (const j of items) expect(String(j.url)).toMatch(/[?&]source=Indeed$/);
  const rss = parser.parse(xml('jobs/rss.xml'));
  expect(rss.rss['@_version']).toBe('2.0');
  expect(([] as unknown[]).concat(rss.rss.channel.item).length).toBe(items.length);
  for (const marker of CONTACT_LEAK_MARKERS) {
    expect(xml('jobs/feed.xml')).not.toContain(marker);
    expect(xml('jobs/rss.xml')).not.toContain(marker);
  }
});

test('the sitemap viewers show the XML as text; /sitemap serves the XML itself', async ({ page }) => {
  await page.goto('/sitemap-pages');
  await expect(page.locator('pre')).toContainText('<urlset');
  await page.goto('/sitemap-jobs');
  await expect(page.locator('pre')).toContainText('/jobs/');
  await page.route('**/sitemap-pages.xml', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/sitemap-pages');
  await expect(page.locator('pre')).toHaveText('Error loading pages sitemap');
  await page.route('**/sitemap-index.xml', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/sitemap-index');
  await expect(page.locator('pre')).toContainText('/sitemap-jobs.xml');
  await page.unrouteAll();
  await page.goto('/sitemap');
  await expect(page).toHaveURL(/\/sitemap-index\.xml$/);
});

test('the deploy, CI, job alerts and outbox workflows parse and have their triggers, secrets and concurrency', () => {
  const deploy = parseYaml(readFileSync('.github/workflows/deploy.yml', 'utf8'));
  // After CI passes on main, on a schedule, when jobs change, and by hand; runs queue.
  expect(Object.keys(deploy.on).sort()).toEqual(['repository_dispatch', 'schedule', 'workflow_dispatch', 'workflow_run']);
  expect(deploy.on.workflow_run.branches).toEqual(['main']);
  expect(deploy.on.schedule[0].cron).toMatch(/^\d+ \S+ \* \* \*$/);
  expect(deploy.on.repository_dispatch.types).toEqual(['jobs-changed']);
  expect(deploy.concurrency['cancel-in-progress']).toBe(false);
  // Preflight, migrate, then the guarded build from Supabase's Postgres, then deploy.
  const deploySteps = deploy.jobs.deploy.steps as { run?: string; env?: Record<string, string> }[];
  const steps = deploySteps.map((s) => s.run ?? '');
  expect(steps.indexOf('npm run deploy:check')).toBeLessThan(steps.indexOf('npm run db:migrate'));
  expect(steps.indexOf('npm run db:migrate')).toBeLessThan(steps.indexOf('npm run build'));
  const build = deploySteps.find((s) => s.run === 'npm run build')!;
  expect(build.env!.DATABASE_URL).toBe('${{ secrets.DATABASE_URL }}');
  expect(build.env!.ALLOW_BOARD_SHRINK).toContain('inputs.allow_board_shrink');
  const ci = parseYaml(readFileSync('.github/workflows/ci.yml', 'utf8'));
  expect(JSON.stringify(ci.jobs)).toContain('bash .ci/run');
  const alerts = parseYaml(readFileSync('.github/workflows/alerts.yml', 'utf8'));
  expect(Object.keys(alerts.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
  expect(alerts.on.schedule[0].cron).toMatch(/^\d+ \d+ \* \* \*$/); // daily: each alert's frequency decides
  expect(alerts.concurrency['cancel-in-progress']).toBe(false); // never two runs at once, never one cut short
  expect(JSON.stringify(alerts.jobs)).toContain('npm run alerts');
  for (const secret of ['DATABASE_URL', 'SIGNING_SECRET', 'RESEND_API_KEY']) expect(JSON.stringify(alerts.jobs)).toContain(`secrets.${secret}`);
  const outbox = parseYaml(readFileSync('.github/workflows/outbox.yml', 'utf8'));
  expect(outbox.on.schedule[0].cron).toBe('41 * * * *'); // hourly, off the top of the hour
  expect(outbox.concurrency['cancel-in-progress']).toBe(false);
  expect(JSON.stringify(outbox.jobs)).toContain('npm run outbox');
  for (const secret of ['DATABASE_URL', 'RESEND_API_KEY']) expect(JSON.stringify(outbox.jobs)).toContain(`secrets.${secret}`);
});

test('the host applies _headers: CSP, nosniff, frame-ancestors and caching', async ({ request }) => {
  const page = await request.get('/');
  const csp = page.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(page.headers()['x-content-type-options']).toBe('nosniff');
  expect(page.headers()['referrer-policy']).toBeTruthy();
  expect(page.headers()['permissions-policy']).toBeTruthy();
  const html = await page.text();
  const asset = /\/_astro\/[^"]+\.(?:js|css)/.exec(html)?.[0];
  expect(asset).toBeTruthy();
  expect((await request.get(asset!)).headers()['cache-control']).toContain('immutable');
  // The favicon keeps nosniff but not the document-only headers (about 1.2 KB on every first visit).
  const icon = (await request.get('/favicon.svg')).headers();
  expect(icon['x-content-type-options']).toBe('nosniff');
  expect(icon['content-security-policy']).toBeUndefined();
});

test('no Content-Security-Policy violation on the main page kinds', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  for (const path of ['/', '/jobs', '/jobs/outpatient-pt-mountain-view', '/contingency-recruiting', '/get-started', '/no-such-page', '/blog/99']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
