/**
 * `npm run notify-search` on both drivers, against local stand-ins of IndexNow, Google's token
 * endpoint and the Indexing API: one IndexNow POST with every change, Google's 200 a day with new jobs
 * first and the rest carried to the next day, removed URLs as URL_DELETED, nothing resent.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, describeEachDriver, type TestDb } from '../../../tests/support/databases';
import { createSearchNoticeStore } from './search-notices.store';
import { GOOGLE_DAILY_QUOTA, jobUrlsFromSitemaps, notifySearch } from './search-notify.server';

const SITE = 'https://jobs.example.com';
const urls = (n: number, from = 0) => Array.from({ length: n }, (_, i) => `${SITE}/job/${from + i + 1}`);

describeEachDriver('notify-search', (driver) => {
  let db: TestDb;
  let server: Server;
  let base = '';
  const indexNow: { urlList: string[]; key: string; host: string; keyLocation: string }[] = [];
  const google: { url: string; type: string; auth: string }[] = [];
  const tokens: string[] = [];
  let account = '';
  let googleDown = false;

  beforeAll(async () => {
    db = await createTestDb(driver, 'none');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        if (req.url === '/indexnow') {
          indexNow.push(JSON.parse(body));
          res.writeHead(202).end();
        } else if (req.url === '/token') {
          tokens.push(new URLSearchParams(body).get('assertion') ?? '');
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'local-token', expires_in: 3600 }));
        } else if (req.url === '/publish') {
          if (googleDown) return res.writeHead(429).end();
          google.push({ ...JSON.parse(body), auth: req.headers.authorization ?? '' });
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } else res.writeHead(404).end();
        return undefined;
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    account = JSON.stringify({
      type: 'service_account',
      client_email: 'notify@project.iam.gserviceaccount.com',
      private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
      token_uri: `${base}/token`,
    });
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await db.close();
  });

  const run = (list: string[], now: string) =>
    notifySearch({
      store: createSearchNoticeStore(db.sql),
      urls: list,
      siteUrl: SITE,
      now: new Date(now),
      indexNowKey: 'a1b2c3d4e5f6a7b8',
      indexNowUrl: `${base}/indexnow`,
      googleServiceAccount: account,
      googleIndexingUrl: `${base}/publish`,
    });

  it('reads the job URLs of the built sitemaps', () => {
    expect(
      jobUrlsFromSitemaps(['<urlset><url><loc>https://a/job/1</loc></url><url><loc> https://a/jobs/x </loc></url></urlset>', '<loc>https://a/job/1</loc>']),
    ).toEqual(['https://a/job/1', 'https://a/jobs/x']);
  });

  it('day 1: IndexNow gets all 250 in one POST; Google gets 200, newest first; the rest is carried over', async () => {
    // 50 older jobs were notified before; 200 new ones arrive with them in the same deploy.
    await run(urls(50), '2026-11-20T10:00:00Z');
    indexNow.length = 0;
    google.length = 0;
    const report = await run(urls(250), '2026-11-24T10:00:00Z');
    expect(report.changed).toEqual({ updated: 200, deleted: 0 });
    expect(indexNow).toHaveLength(1);
    expect(indexNow[0]).toMatchObject({ host: 'jobs.example.com', key: 'a1b2c3d4e5f6a7b8', keyLocation: `${SITE}/indexnow-key.txt` });
    expect(indexNow[0]!.urlList).toHaveLength(200);
    // Google: the 50 from 11-20 used that day's quota; today's 200 new ones all go, and only them.
    expect(google).toHaveLength(GOOGLE_DAILY_QUOTA);
    expect(new Set(google.map((g) => g.url))).toEqual(new Set(urls(200, 50)));
    expect(google.every((g) => g.type === 'URL_UPDATED' && g.auth === 'Bearer local-token')).toBe(true);
    const claims = decodeJwt(tokens.at(-1)!);
    expect(claims).toMatchObject({ iss: 'notify@project.iam.gserviceaccount.com', aud: `${base}/token`, scope: 'https://www.googleapis.com/auth/indexing' });
    expect(report.google).toMatchObject({ sent: 200, left: 0 });
  });

  it('a removed job is URL_DELETED; over the quota the rest waits for the next day; nothing is sent twice', async () => {
    indexNow.length = 0;
    google.length = 0;
    // 20 jobs closed, 10 new: the same day's quota is spent, so Google waits; IndexNow hears at once.
    const now = [...urls(230, 20), ...urls(10, 1000)];
    const same = await run(now, '2026-11-24T18:00:00Z');
    expect(same.changed).toEqual({ updated: 10, deleted: 20 });
    expect(indexNow[0]!.urlList).toHaveLength(30);
    expect(google).toHaveLength(0);
    expect(same.google.left).toBe(30);
    const next = await run(now, '2026-11-25T06:00:00Z');
    expect(next.changed).toEqual({ updated: 0, deleted: 0 });
    expect(indexNow).toHaveLength(1); // nothing new for IndexNow
    expect(google.slice(0, 10).every((g) => g.type === 'URL_UPDATED')).toBe(true); // new jobs first
    expect(google.slice(10).map((g) => g.type)).toEqual(Array(20).fill('URL_DELETED'));
    expect(new Set(google.slice(10).map((g) => g.url))).toEqual(new Set(urls(20)));
    expect((await run(now, '2026-11-25T07:00:00Z')).google.sent).toBe(0);
  });

  it("Google's 429 stops the day's run; what is left goes the next day", async () => {
    google.length = 0;
    const now = [...urls(230, 20), ...urls(10, 1000), ...urls(15, 2000)];
    googleDown = true;
    const down = await run(now, '2026-11-26T06:00:00Z');
    expect(down.google).toMatchObject({ sent: 0, left: 15 });
    googleDown = false;
    expect((await run(now, '2026-11-27T06:00:00Z')).google).toMatchObject({ sent: 15, left: 0 });
  });
});
