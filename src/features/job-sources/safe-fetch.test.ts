/**
 * The feed fetcher against hostile answers, with a stubbed resolver and connector: names resolve to what
 * the test says, and every connection goes to a fixture server on loopback, so no packet leaves the
 * loopback range. Refused: private, loopback, link-local, metadata and mapped addresses, before or after a
 * redirect or in a DNS answer; other schemes and credentials; bodies past the cap; answers past the time.
 */
import { describe, expect, it } from 'vitest';
import { fixtureServer, loopbackFetch } from '../../../tests/support/loopback-fetch';
import { FetchRefused, isPublicAddress, safeFetch } from './safe-fetch.server';

const connections: { host: string; address: string }[] = [];

const NAMES: Record<string, string[]> = {
  'feeds.example': ['93.184.216.34'],
  'metadata.internal': ['169.254.169.254'],
  'mixed.example': ['93.184.216.34', '10.0.0.5'],
  'mapped.example': ['::ffff:127.0.0.1'],
  'nat64.example': ['64:ff9b::a9fe:a9fe'],
  'ula.example': ['fd00:ec2::254'],
};
/** Redirects the fixture answers with: to a metadata name, to loopback, to a good feed, and to itself. */
const REDIRECTS: Record<string, [number, string]> = {
  '/to-metadata': [302, 'http://metadata.internal/latest/meta-data/'],
  '/to-loopback': [301, 'http://127.0.0.1/admin'],
  '/to-feed': [302, 'http://feeds.example/feed.xml'],
  '/loop': [302, '/loop'],
};
const port = fixtureServer((req, res) => {
  const path = req.url ?? '/';
  if (path === '/feed.xml') {
    if (req.headers['if-none-match'] === '"v1"') {
      res.writeHead(304).end();
      return;
    }
    {
      res.writeHead(200, { 'content-type': 'application/xml', etag: '"v1"' }).end('<source><job><title>PT</title></job></source>');
      return;
    }
  }
  const redirect = REDIRECTS[path];
  if (redirect) {
    res.writeHead(redirect[0], { location: redirect[1] }).end();
    return;
  }
  if (path === '/huge') {
    res.writeHead(200, { 'content-type': 'application/xml' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const more = () => {
      while (sent < 40 && res.write(chunk)) sent++;
      if (sent < 40) res.once('drain', more);
      else res.end();
    };
    more();
    return;
  }
  if (path === '/declared-huge') {
    res.writeHead(200, { 'content-length': String(500 * 1024 * 1024) }).end();
    return;
  }
  if (path === '/slow') {
    res.writeHead(200).write('<source>');
    return;
  }
  res.writeHead(404).end();
});
const deps = loopbackFetch(NAMES, port, (url, address) => connections.push({ host: url.hostname, address }));
const fetchIt = (url: string, more: Partial<Parameters<typeof safeFetch>[1]> = {}) => safeFetch(url, { maxBytes: 1024 * 1024, timeoutMs: 2000, deps, ...more });
const refusal = async (p: Promise<unknown>) => {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(FetchRefused);
  return (e as FetchRefused).reason;
};

describe('the feed fetcher', () => {
  it('fetches a public name, and asks again with its ETag (a 304 then)', async () => {
    const first = await fetchIt('http://feeds.example/feed.xml');
    expect(first).toMatchObject({ status: 200, etag: '"v1"', contentType: 'application/xml' });
    expect(first.body).toContain('<title>PT</title>');
    expect((await fetchIt('http://feeds.example/feed.xml', { etag: first.etag })).status).toBe(304);
    // A redirect to a public name is followed.
    expect((await fetchIt('http://feeds.example/to-feed')).url).toBe('http://feeds.example/feed.xml');
  });

  it('never connects to a private, loopback, link-local, metadata or mapped address, named or literal', async () => {
    const before = connections.length;
    for (const url of [
      'http://127.0.0.1/',
      'http://0x7f000001/',
      'http://2130706433/',
      'http://[::1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://metadata.internal/',
      'http://mixed.example/',
      'http://mapped.example/',
      'http://nat64.example/',
      'http://ula.example/',
    ])
      expect(await refusal(fetchIt(url)), url).toBe('address');
    expect(connections.length).toBe(before);
  });

  it('checks every redirect: one to metadata or loopback is refused after the first hop only', async () => {
    const before = connections.length;
    expect(await refusal(fetchIt('http://feeds.example/to-metadata'))).toBe('address');
    expect(await refusal(fetchIt('http://feeds.example/to-loopback'))).toBe('address');
    expect(connections.slice(before).map((c) => c.address)).toEqual(['93.184.216.34', '93.184.216.34']);
    expect(await refusal(fetchIt('http://feeds.example/loop'))).toBe('redirects');
  });

  it('refuses other schemes, credentials and unknown names', async () => {
    for (const url of ['file:///etc/passwd', 'ftp://feeds.example/x', 'gopher://feeds.example/', 'http://user:pass@feeds.example/feed.xml', 'not a url'])
      expect(await refusal(fetchIt(url)), url).toBe('scheme');
    expect(await refusal(fetchIt('http://nowhere.example/'))).toBe('network');
  });

  it('cuts a body off past the cap, declared or streamed, and an answer past the time', async () => {
    expect(await refusal(fetchIt('http://feeds.example/huge', { maxBytes: 1024 * 1024 }))).toBe('size');
    expect(await refusal(fetchIt('http://feeds.example/declared-huge'))).toBe('size');
    expect(await refusal(fetchIt('http://feeds.example/slow', { timeoutMs: 300 }))).toBe('time');
  });

  it('with the host’s own resolver, a name for loopback is refused before any connection', async () => {
    for (const url of [`http://localhost:${port()}/feed.xml`, `http://127.0.0.1:${port()}/feed.xml`])
      expect(await refusal(safeFetch(url, { maxBytes: 1024, timeoutMs: 2000 })), url).toBe('address');
  });

  it('judges addresses as public or not', () => {
    expect(['93.184.216.34', '8.8.8.8', '2606:4700::1111', '1.1.1.1'].every(isPublicAddress)).toBe(true);
    expect(
      ['127.0.0.1', '10.1.1.1', '172.31.0.1', '169.254.169.254', 'fe80::1', 'fd00:ec2::254', '::', '224.0.0.1', '::ffff:10.0.0.1', 'nonsense'].some(
        isPublicAddress,
      ),
    ).toBe(false);
  });
});
