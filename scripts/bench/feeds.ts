/**
 * `npm run bench:feeds`: the feeds pass over 1,000 jobs, on the embedded database, every feed served by a
 * fixture server on loopback under a `.test` name (the real fetch, read, map and post; no packet leaves
 * loopback). 1,000 jobs in 334 practices' feeds: the first pass creates them all, the second is answered
 * 304 throughout, the third updates every job. Then one practice's feed of 1,000 jobs: the daily cap
 * posts 3 and refuses the rest, each named in the report.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import { closeBackends, getNodeServices } from '~/server/root-node';
import { runFeedPass } from '~/features/job-sources/feed-pass.server';
import { createFeedStore } from '~/features/job-sources/feeds.store';
import { createApiJobStore } from '~/features/job-sources/api-jobs.store';
import { testNamesFetch } from '~/features/job-sources/safe-fetch.server';
import type { FeedRun } from '~/features/job-sources/job-source-records';

const DIR = '.bench/feeds-data';
const row = (what: string, value: string, target: string) => console.log(`${what.padEnd(58)} ${value.padStart(14)}   target ${target}`);
const TITLES = ['Outpatient Physical Therapist', 'Home Health Physical Therapist Assistant', 'Pediatric Occupational Therapist'];
const CITIES: [string, string][] = [
  ['Boise', 'ID'],
  ['Austin', 'TX'],
  ['Phoenix', 'AZ'],
  ['Atlanta', 'GA'],
  ['Nashville', 'TN'],
  ['Columbus', 'OH'],
];
let version = 1;
const job = (feed: number, i: number) => {
  const [city, state] = CITIES[(feed + i) % CITIES.length]!;
  const title = feed === 0 ? `${TITLES[i % 3]} ${i}` : TITLES[i]!;
  return `<job><title>${title}</title><referencenumber>F${feed}-${i}</referencenumber><city>${city}</city><state>${state}</state>
<jobtype>Full-time</jobtype><salary>$85,000 - $${100 + version},000 a year</salary><email>hiring@clinic${feed}.example</email>
<description><![CDATA[<p>Clinic ${feed}, opening ${i}: orthopedic caseload, mentorship, paid documentation time. Version ${version}.</p>]]></description></job>`;
};
// Feed 0 is the one practice with 1,000 jobs; feeds 1-334 hold 3 jobs each (the last 1): 1,000 in all.
const body = (feed: number) => `<source>${Array.from({ length: feed === 0 ? 1000 : feed === 334 ? 1 : 3 }, (_, i) => job(feed, i)).join('')}</source>`;
const server = createServer((req, res) => {
  const feed = Number(/^\/f\/(\d+)\.xml$/.exec(req.url ?? '')?.[1] ?? -1);
  const etag = `"v${version}"`;
  if (feed < 0) res.writeHead(404).end();
  else if (req.headers['if-none-match'] === etag) res.writeHead(304).end();
  else res.writeHead(200, { 'content-type': 'application/xml', etag }).end(body(feed));
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
const port = (server.address() as AddressInfo).port;

rmSync(DIR, { recursive: true, force: true });
const s = await getNodeServices({ DATA_DIR: DIR, MAIL_TRANSPORT: 'outbox', SIGNING_SECRET: 'bench-feeds-signing-secret-0123456789abcd', QUIET: '1' });
const sql = s.backend.sql;
await sql.query(
  `with e as (
     insert into public.employers (name, legal_entity, license_number, license_state, verified_by, verified_at)
     select 'Bench Clinic ' || g, 'Bench Clinic ' || g || ' LLC', 'PT-' || g, 'ID', 'bench', now() from generate_series(0, 334) g returning id, name)
   insert into public.employer_feeds (employer_id, url, added_by, contact_email, disabled_at)
   select id, 'http://feeds.bench.test:${port}/f/' || substring(name from 14) || '.xml', 'bench', 'hiring@bench.example', case when name = 'Bench Clinic 0' then now() end from e`,
);
const stores = { feeds: s.backend.store(createFeedStore), jobs: s.backend.store(createApiJobStore) };
const deps = testNamesFetch(['feeds.bench.test']);
async function pass(): Promise<{ seconds: number; runs: FeedRun[] }> {
  const t = performance.now();
  const runs = await runFeedPass(stores, new Date(), deps);
  return { seconds: (performance.now() - t) / 1000, runs };
}
const sum = (runs: FeedRun[], k: 'created' | 'updated' | 'unchanged' | 'closed') => runs.reduce((n, r) => n + r[k], 0);
const said = (runs: FeedRun[]) =>
  `${runs.length} feeds: ${sum(runs, 'created')} created, ${sum(runs, 'updated')} updated, ${sum(runs, 'unchanged')} unchanged, ` +
  `${runs.filter((r) => r.outcome === 'unchanged').length} answered 304, ${runs.reduce((n, r) => n + r.refused.length, 0)} refused, ${runs.filter((r) => r.outcome === 'failed').length} failed`;

console.log('Feeds pass, 1,000 jobs in 334 practices’ feeds (embedded database, fixture feeds on loopback)');
const first = await pass();
console.log(`  first pass: ${said(first.runs)}`);
row('first pass: 1,000 jobs created, wall time', `${first.seconds.toFixed(1)} s`, 'none set; passes are an hour apart');
const second = await pass();
console.log(`  second pass: ${said(second.runs)}`);
row('second pass: nothing changed (304), wall time', `${second.seconds.toFixed(1)} s`, 'none set');
version = 2;
const third = await pass();
console.log(`  third pass: ${said(third.runs)}`);
row('third pass: every job changed, wall time', `${third.seconds.toFixed(1)} s`, 'none set');

await sql.query(`update public.employer_feeds set disabled_at = case when url like '%/f/0.xml' then null else now() end`);
const big = await pass();
const refusedByCap = big.runs[0]!.refused.length;
console.log(`  one practice's feed of 1,000 jobs: ${said(big.runs)} (the report keeps 100 refusals and counts the rest)`);
row('one feed of 1,000 jobs (3 posted, the rest held by the cap)', `${big.seconds.toFixed(1)} s`, 'none set');
row('rss after the passes', `${(process.memoryUsage().rss / 1024 / 1024).toFixed(0)} MB`, 'none set');
if (sum(first.runs, 'created') !== 1000 || sum(third.runs, 'updated') !== 1000 || sum(big.runs, 'created') !== 3 || refusedByCap < 100) {
  console.error('The passes did not do what they should: see the lines above');
  process.exitCode = 1;
}
server.close();
await closeBackends();
