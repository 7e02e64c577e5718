import { describe, expect, it } from 'vitest';
import { sameOrigin } from './guard';

const ctx = (origin: string | null, siteUrl: string | undefined, url = 'http://evil.example/api/x') => ({
  request: new Request(url, { method: 'POST', headers: origin === null ? {} : { origin } }),
  env: siteUrl ? { SITE_URL: siteUrl } : {},
});

describe('the Origin check', () => {
  it("takes SITE_URL's origin, never the request's own when SITE_URL is set", () => {
    expect(sameOrigin(ctx('https://jobs.example.com', 'https://jobs.example.com'))).toBeNull();
    expect(sameOrigin(ctx(null, 'https://jobs.example.com'))).toBeNull();
    // A request read against a stranger's Host: its own origin is not the site's.
    expect(sameOrigin(ctx('http://evil.example', 'https://jobs.example.com'))?.status).toBe(403);
    expect(sameOrigin(ctx('http://jobs.example.com', 'https://jobs.example.com'))?.status).toBe(403);
    expect(sameOrigin(ctx('not a url', 'https://jobs.example.com'))?.status).toBe(403);
    // Without SITE_URL (wrangler pages dev with none), the request's own origin.
    expect(sameOrigin(ctx('http://127.0.0.1:8788', undefined, 'http://127.0.0.1:8788/api/x'))).toBeNull();
  });
  it('a loopback site answers to each loopback name on its own port only', () => {
    expect(sameOrigin(ctx('http://127.0.0.1:4321', 'http://localhost:4321'))).toBeNull();
    expect(sameOrigin(ctx('http://[::1]:4321', 'http://localhost:4321'))).toBeNull();
    expect(sameOrigin(ctx('http://127.0.0.1:4322', 'http://localhost:4321'))?.status).toBe(403);
    expect(sameOrigin(ctx('https://127.0.0.1:4321', 'http://localhost:4321'))?.status).toBe(403);
    expect(sameOrigin(ctx('http://127.0.0.1', 'https://jobs.example.com'))?.status).toBe(403);
  });
  it('takes `Origin: null` only where asked (the signed pages, served with no-referrer)', () => {
    expect(sameOrigin(ctx('null', 'https://jobs.example.com'))?.status).toBe(403);
    expect(sameOrigin(ctx('null', 'https://jobs.example.com'), { opaque: true })).toBeNull();
  });
});
