import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findRedirect, headersFor, parseHeaders, parseRedirects } from '../../src/server/pages-host/cloudflare-rules';
import { matchRoute, routeFromFile, sortRoutes } from '../../src/server/pages-host/routes';
import { createHost } from './server';
import { buildHeaders } from '../../src/integrations/security-headers';
import { DOCUMENT_ONLY_HEADERS } from '../../src/lib/security-headers';

/** The host over `dist` and `root`/functions, on a free loopback port. */
async function listen(dist: string, root: string): Promise<{ origin: string; close: () => void }> {
  const server = createHost({ distDir: dist, functionsDir: join(root, 'functions'), env: {}, quiet: true });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

describe('function routes', () => {
  const dir = '/f';
  const routes = sortRoutes(
    ['/f/api/geocode.ts', '/f/api/jobs/[id]/apply-address.ts', '/f/api/jobs/special/apply-address.ts', '/f/api/resumes/[[path]].ts', '/f/api/index.ts'].map(
      (f) => routeFromFile(dir, f),
    ),
  );
  it('maps files to paths with params and catch-alls', () => {
    expect(matchRoute(routes, '/api/geocode')?.route.pattern).toBe('/api/geocode');
    expect(matchRoute(routes, '/api/jobs/42/apply-address')?.params).toEqual({ id: '42' });
    expect(matchRoute(routes, '/api/resumes/a/b.pdf')?.params).toEqual({ path: ['a', 'b.pdf'] });
    expect(matchRoute(routes, '/api')?.route.pattern).toBe('/api');
    expect(matchRoute(routes, '/api/unknown')).toBeNull();
    expect(matchRoute(routes, '/api/resumes')).toBeNull();
  });
  it('prefers static segments over params', () => {
    expect(matchRoute(routes, '/api/jobs/special/apply-address')?.route.pattern).toBe('/api/jobs/special/apply-address');
  });
});

describe('_headers and _redirects', () => {
  it('accumulates matching header rules, with placeholders and removal', () => {
    const rules = parseHeaders(
      `/*\n  X-Content-Type-Options: nosniff\n  X-Robots-Tag: all\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n/jobs/:slug\n  X-Job: :slug\n  ! X-Robots-Tag\n`,
    );
    const h = headersFor(rules, '/_astro/a.js');
    expect(h.set.get('cache-control')).toContain('immutable');
    expect(h.set.get('x-content-type-options')).toBe('nosniff');
    const j = headersFor(rules, '/jobs/ortho');
    expect(j.set.get('x-job')).toBe('ortho');
    expect(j.remove.has('x-robots-tag')).toBe(true);
  });
  it("the build's _headers keeps document-only headers off scripts and board data, and on pages", () => {
    const rules = parseHeaders(buildHeaders(["'sha256-x'"]));
    const page = headersFor(rules, '/jobs');
    expect(page.set.get('content-security-policy')).toContain("script-src 'self' 'sha256-x'");
    expect(page.remove.size).toBe(0);
    for (const path of ['/_astro/client.js', '/jobs/board/cards-abc-0.json', '/jobs/count.json']) {
      const h = headersFor(rules, path);
      for (const name of DOCUMENT_ONLY_HEADERS) expect(h.remove.has(name.toLowerCase()), `${path} ${name}`).toBe(true);
      expect(h.set.get('x-content-type-options')).toBe('nosniff');
      expect(h.set.get('strict-transport-security')).toContain('max-age');
    }
  });
  it('takes the first matching redirect with splats and status codes', () => {
    const rules = parseRedirects(`# comment\n/old /new 301\n/blog/old/* /blog/:splat\n/a/:id /b/:id 302\n`);
    expect(findRedirect(rules, '/old')).toEqual({ to: '/new', status: 301 });
    expect(findRedirect(rules, '/blog/old/x/y')).toEqual({ to: '/blog/x/y', status: 302 });
    expect(findRedirect(rules, '/a/7')).toEqual({ to: '/b/7', status: 302 });
    expect(findRedirect(rules, '/none')).toBeNull();
  });
});

describe('local host over HTTP', () => {
  let origin = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'host-'));
    const dist = join(root, 'dist');
    const fns = join(root, 'functions', 'api', 'echo');
    mkdirSync(join(dist, 'team'), { recursive: true });
    mkdirSync(join(dist, 'jobs', 'city'), { recursive: true });
    mkdirSync(fns, { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(dist, 'about.html'), '<h1>About</h1>');
    writeFileSync(join(dist, 'team', 'index.html'), '<h1>Team</h1>');
    writeFileSync(join(dist, '404.html'), '<h1>Oops! Page not found</h1>');
    writeFileSync(join(dist, 'jobs', 'city', '404.html'), '<h1>City Not Found</h1>');
    writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n');
    writeFileSync(join(dist, '_redirects'), '/old-about /about 301\n');
    writeFileSync(
      join(fns, '[name].ts'),
      `export const onRequestPost = async ({ request, params }) => Response.json({ name: params.name, body: await request.text() });\nexport const onRequestGet = () => { throw new Error('boom'); };\n`,
    );
    // A handler that reads at most 16 KB, as the functions' JSON reader does, and says whether a body came.
    writeFileSync(
      join(root, 'functions', 'api', 'limited.ts'),
      `import { readLimited } from ${JSON.stringify(resolve('src/lib/read-body.ts'))};\nexport const onRequestPost = async ({ request }) => { if (!request.body) return Response.json({ body: null }); const bytes = await readLimited(request, 16384); return bytes ? Response.json({ size: bytes.byteLength }) : new Response('too large', { status: 413 }); };\n`,
    );
    writeFileSync(
      join(root, 'functions', 'api', 'ip.ts'),
      `export const onRequestGet = ({ request }) => new Response(request.headers.get('cf-connecting-ip'));\n`,
    );
    ({ origin, close } = await listen(dist, root));
  });
  afterAll(() => close());

  it('serves pages at their Cloudflare paths, redirecting the other forms as Cloudflare does, and applies _headers', async () => {
    const res = await fetch(`${origin}/about`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('About');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    const moved = async (path: string) => {
      const r = await fetch(`${origin}${path}`, { redirect: 'manual' });
      return [r.status, r.headers.get('location')];
    };
    expect(await moved('/about/')).toEqual([308, '/about']);
    expect(await moved('/about.html?x=1')).toEqual([308, '/about?x=1']);
    expect(await moved('/team')).toEqual([308, '/team/']);
    expect(await moved('/team/index.html')).toEqual([308, '/team/']);
    expect((await fetch(`${origin}/team/`)).status).toBe(200);
  });
  it('answers unknown paths with the closest 404.html and status 404', async () => {
    const city = await fetch(`${origin}/jobs/city/atlantis`);
    expect(city.status).toBe(404);
    expect(await city.text()).toContain('City Not Found');
    const other = await fetch(`${origin}/nowhere/deep`);
    expect(other.status).toBe(404);
    expect(await other.text()).toContain('Oops! Page not found');
  });
  it('follows _redirects', async () => {
    const res = await fetch(`${origin}/old-about`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/about');
  });
  it('runs a function with params and a streamed body; 405 for other methods; 500 hides the error', async () => {
    const res = await fetch(`${origin}/api/echo/ana`, { method: 'POST', body: 'hello' });
    expect(await res.json()).toEqual({ name: 'ana', body: 'hello' });
    const put = await fetch(`${origin}/api/echo/ana`, { method: 'PUT' });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toContain('POST');
    const boom = await fetch(`${origin}/api/echo/ana`);
    expect(boom.status).toBe(500);
    expect(await boom.json()).toEqual({ error: 'Internal error' });
    expect((await fetch(`${origin}/api/missing`)).status).toBe(404);
  });
  it('survives bodies cut off at their limit while they still arrive: chunked, by length, 50 MB, slow, aborted', async () => {
    const { port } = new URL(origin);
    /** A raw request whose body is written in small pieces, as a slow or large upload arrives. */
    const raw = (headers: Record<string, string>, pieces: number, piece: Buffer, options: { every?: number; abortAfter?: number } = {}) =>
      new Promise<number>((done) => {
        const req = httpRequest({ host: '127.0.0.1', port: Number(port), method: 'POST', path: '/api/limited', headers }, (res) => {
          res.resume();
          res.on('end', () => done(res.statusCode ?? 0));
        });
        req.on('error', () => done(0));
        if (!options.every && options.abortAfter === undefined) {
          // All at once, as a fast client sends it: pieces keep arriving after the handler has given up.
          for (let i = 0; i < pieces; i++) req.write(piece);
          return void req.end();
        }
        let sent = 0;
        const write = () => {
          if (options.abortAfter !== undefined && sent >= options.abortAfter) return void req.destroy();
          if (sent++ >= pieces) return void req.end();
          req.write(piece);
          setTimeout(write, options.every ?? 1);
        };
        write();
      });
    const kb = Buffer.alloc(512, 97);
    expect(await raw({ 'transfer-encoding': 'chunked' }, 40, kb)).toBe(413);
    expect(await raw({ 'content-length': String(40 * 512) }, 40, kb)).toBe(413);
    expect(await raw({ 'content-length': String(50 * 2 ** 20) }, 800, Buffer.alloc(64 * 1024, 97))).toBe(413);
    expect(await raw({ 'transfer-encoding': 'chunked' }, 40, kb, { every: 5 })).toBe(413);
    expect(await raw({ 'content-length': '4000' }, 8, kb, { abortAfter: 3 })).toBe(0);
    expect(await raw({ 'transfer-encoding': 'chunked' }, 8, kb)).toBe(200);
    // Still serving after all of them.
    expect((await fetch(`${origin}/about`)).status).toBe(200);
  });
  it('reads an empty POST as no body, as Cloudflare does', async () => {
    const res = await fetch(`${origin}/api/limited`, { method: 'POST' });
    expect(await res.json()).toEqual({ body: null });
    const withBody = await fetch(`${origin}/api/limited`, { method: 'POST', body: '{}' });
    expect(await withBody.json()).toEqual({ size: 2 });
  });
  it("gives functions the socket's address, not a cf-connecting-ip the client sent (rate-limit keys)", async () => {
    const res = await fetch(`${origin}/api/ip`, { headers: { 'cf-connecting-ip': '203.0.113.9' } });
    expect(await res.text()).toBe('127.0.0.1');
  });
});

describe('local host with functions/_middleware.ts and _routes.json, as on Cloudflare Pages', () => {
  let origin = '';
  let close: () => void = () => undefined;
  beforeAll(async () => {
    const root = mkdtempSync(join(tmpdir(), 'host-mw-'));
    const dist = join(root, 'dist');
    mkdirSync(join(dist, '_astro'), { recursive: true });
    mkdirSync(join(root, 'functions', 'api'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
    writeFileSync(join(dist, '_astro', 'app.js'), 'console.log(1)');
    // The site's real _headers rules for static files, and its real middleware for functions.
    writeFileSync(
      join(dist, '_headers'),
      '/*\n  Strict-Transport-Security: max-age=31536000; includeSubDomains\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n/api/*\n  X-Static-Only: yes\n',
    );
    writeFileSync(join(dist, '_routes.json'), JSON.stringify({ version: 1, include: ['/api/*'], exclude: [] }));
    writeFileSync(join(root, 'functions', '_middleware.ts'), `export { onRequest } from '${resolve('functions/_middleware.ts')}';\n`);
    writeFileSync(
      join(root, 'functions', 'api', 'hello.ts'),
      `export const onRequestGet = () => new Response('hi', { headers: { 'cache-control': 'private, max-age=60' } });\nexport const onRequestPost = () => { throw new Error('boom'); };\n`,
    );
    ({ origin, close } = await listen(dist, root));
  });
  afterAll(() => close());

  it('adds the security headers to function responses and keeps their one Cache-Control; _headers never apply to them', async () => {
    const res = await fetch(`${origin}/api/hello`);
    expect(await res.text()).toBe('hi');
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('cache-control')).toBe('private, max-age=60');
    expect(res.headers.get('x-static-only')).toBeNull();
    const boom = await fetch(`${origin}/api/hello`, { method: 'POST' });
    expect(boom.status).toBe(503); // never a bare 500
    expect(boom.headers.get('strict-transport-security')).toBeTruthy();
    expect(await boom.json()).toEqual({ error: 'Something went wrong. Please try again.' });
    expect((await fetch(`${origin}/api/nothing`)).headers.get('cache-control')).toBe('no-store');
  });
  it("gives static files one Cache-Control each: their rule's, else Cloudflare's default", async () => {
    const page = await fetch(`${origin}/`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await fetch(`${origin}/_astro/app.js`)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
