/**
 * The feeds pass on both drivers, against a fixture feed server on loopback reached through a stubbed
 * resolver and connector (no packet leaves loopback): jobs created by reference as the feed, a refusal
 * reported with its reason, an unchanged feed answered 304, a change updating a job, a job missing from two
 * passes closed; a JSON feed read beside the XML one; a dead feed, a huge one, an entity bomb, one whose name
 * points at a metadata address and one that redirects there each fail
 * their own run while the good feed is read.
 */
import { expect, it } from 'vitest';
import { describeEachDriver, suiteDb } from '../../../tests/support/databases';
import { practicePerson } from '../../../tests/support/signed-in';
import { runFeedPass } from './feed-pass.server';
import { createFeedStore } from './feeds.store';
import { createApiJobStore } from './api-jobs.store';
import { apiJobSchema } from '~/domain/job-lifecycle';
import { fixtureServer, loopbackFetch } from '../../../tests/support/loopback-fetch';

let version = 1;
const connected: string[] = [];
const job = (ref: string, title: string, extra = '') =>
  `<job><title>${title}</title><referencenumber>${ref}</referencenumber><city>Boise</city><state>ID</state><jobtype>Full-time</jobtype>
<description>Outpatient care, version ${ref === 'A' ? version : 1}.</description><salary>$90,000 - $110,000 a year</salary>${extra}</job>`;
const feedBody = () =>
  `<source>${job('A', 'Outpatient Physical Therapist')}${version < 2 ? job('B', 'Acute Care Physical Therapist') : ''}` +
  `<job><title>Physical Therapist</title><referencenumber>C</referencenumber><city>Fresno</city><state>CA</state><description>No pay given.</description></job></source>`;

const port = fixtureServer((req, res) => {
  if (req.url === '/good.xml') {
    const etag = `"v${version}"`;
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/xml', etag }).end(feedBody());
    return;
  }
  if (req.url === '/jobs.json') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        jobs: [
          {
            reference: 'J-1',
            job_title: 'Home Health Physical Therapist',
            description: 'Visits in the valley.',
            city: 'Nampa',
            state: 'ID',
            salary_min: 95000,
            salary_max: 115000,
            pay_unit: 'year',
          },
        ],
      }),
    );
    return;
  }
  // A redirect to the metadata service: refused at the hop, never connected to.
  if (req.url === '/moved.xml') {
    res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
    return;
  }
  if (req.url === '/bomb.xml') {
    res
      .writeHead(200, { 'content-type': 'application/xml' })
      .end('<?xml version="1.0"?><!DOCTYPE b [<!ENTITY a "aaaa">]><source><job><title>&a;</title></job></source>');
    return;
  }
  if (req.url === '/huge.xml') {
    res.writeHead(200, { 'content-type': 'application/xml', 'content-length': String(50 * 1024 * 1024) }).end();
    return;
  }
  res.writeHead(404).end();
});
const deps = loopbackFetch({ 'feeds.example': ['93.184.216.34'], 'metadata.example': ['169.254.169.254'] }, port, (url) => connected.push(url.toString()));

describeEachDriver('the feeds pass', (driver) => {
  const suite = suiteDb(driver, 'none');
  const sql = () => suite().sql;
  const pass = () => runFeedPass({ feeds: createFeedStore(sql()), jobs: createApiJobStore(sql()) }, new Date(), deps);

  it('creates, reports refusals, answers 304, updates, closes after two missed passes; bad feeds fail alone', async () => {
    version = 1;
    const good = await practicePerson(sql(), 'feeds-signing-secret-0123456789abcdef', 'Boise Feed PT', { state: 'ID' });
    const bad = await practicePerson(sql(), 'feeds-signing-secret-0123456789abcdef', 'Broken Feed PT', { state: 'ID' });
    const feed = async (employer: string, url: string) =>
      (
        await sql().query<{ id: string }>(
          `insert into public.employer_feeds (employer_id, url, added_by, contact_email) values ($1, $2, 'test', 'hiring@feed.example') returning id::text`,
          [employer, url],
        )
      )[0]!.id;
    const goodFeed = await feed(good.employerId, 'http://feeds.example/good.xml');
    const jsonFeed = await feed(good.employerId, 'http://feeds.example/jobs.json');
    for (const url of [
      'http://feeds.example/missing.xml',
      'http://feeds.example/huge.xml',
      'http://feeds.example/bomb.xml',
      'http://metadata.example/latest',
      'http://feeds.example/moved.xml',
    ])
      await feed(bad.employerId, url);

    // B is on the board already, typed by hand before the feed was added: the pass recognises it.
    const hand = { employerId: good.employerId, employerName: 'Boise Feed PT', actor: 'owner@boisefeed.example' };
    const typed = await createApiJobStore(sql()).put(
      hand,
      'HAND',
      apiJobSchema.parse({
        job_title: 'Acute care physical therapist',
        city: 'Boise',
        state: 'ID',
        setting: 'outpatient',
        job_type: 'full-time',
        description: 'Typed by hand.',
        contact_email: 'hr@boise.example',
      }),
    );
    await sql().query(`update public.jobs set external_ref = null, status = 'live' where id = $1`, [typed.job.id]);

    const first = await pass();
    const mine = (runs: typeof first) => runs.find((r) => r.feedId === goodFeed)!;
    expect(mine(first)).toMatchObject({ outcome: 'read', created: 1, matched: 1, updated: 0, closed: 0 });
    expect(mine(first).refused).toEqual([{ reference: 'C', reason: expect.stringContaining('California') }]);
    // The JSON feed's job, created in its own run.
    expect(first.find((r) => r.feedId === jsonFeed)).toMatchObject({ outcome: 'read', created: 1, refused: [] });
    expect(first.filter((r) => r.feedId !== goodFeed && r.feedId !== jsonFeed).map((r) => [r.outcome, r.error])).toEqual([
      ['failed', 'The feed answered 404'],
      ['failed', 'The feed is over 5 MB'],
      ['failed', 'The feed declares a document type or entities: not read'],
      ['failed', 'metadata.example points at 169.254.169.254, a private or reserved address: not fetched'],
      ['failed', expect.stringContaining('169.254.169.254')],
    ]);
    expect(connected.some((u) => u.includes('metadata.example') || u.includes('169.254'))).toBe(false);
    const jobsOf = async () =>
      sql().query<{ external_ref: string; status: string; description: string }>(
        'select external_ref, status, description from public.jobs where employer_id = $1 order by external_ref',
        [good.employerId],
      );
    expect((await jobsOf()).map((j) => [j.external_ref, j.status])).toEqual([
      ['A', 'pending_review'],
      ['B', 'live'],
      ['J-1', 'pending_review'],
    ]);
    expect((await jobsOf())[1]!.description).toBe('Outpatient care, version 1.');
    const [actor] = await sql().query<{ actor: string }>(
      `select e.actor from public.job_events e join public.jobs j on j.id = e.job_id where j.external_ref = 'A' and j.employer_id = $1`,
      [good.employerId],
    );
    expect(actor!.actor).toBe('feed:feeds.example');

    // Nothing changed: a 304, nothing written.
    expect(mine(await pass())).toMatchObject({ outcome: 'unchanged', created: 0, updated: 0 });

    // A changes, B leaves the feed: updated; B missed once, still open; missed twice, closed.
    version = 2;
    expect(mine(await pass())).toMatchObject({ outcome: 'read', updated: 1, unchanged: 0, closed: 0 });
    version = 3;
    expect(mine(await pass())).toMatchObject({ outcome: 'read', updated: 1, closed: 1 });
    expect((await jobsOf()).map((j) => [j.external_ref, j.status])).toEqual([
      ['A', 'pending_review'],
      ['B', 'closed'],
      ['J-1', 'pending_review'],
    ]);
    expect((await jobsOf())[0]!.description).toBe('Outpatient care, version 3.');
    const runs = await sql().query<{ n: number }>('select count(*)::int as n from public.feed_runs where feed_id = $1', [goodFeed]);
    expect(runs[0]!.n).toBe(4);
  });
});
