import { describe, expect, it } from 'vitest';
import { withFunctionHeaders } from './security-headers';

describe("function responses' security headers", () => {
  it('adds the base headers and one Cache-Control', () => {
    const out = withFunctionHeaders(new Response('{}', { headers: { 'cache-control': 'private,  max-age=0' } }));
    expect(out.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(out.headers.get('x-frame-options')).toBe('DENY');
    expect(out.headers.get('cache-control')).toBe('private, max-age=0');
    expect(withFunctionHeaders(new Response('{}')).headers.get('cache-control')).toBe('no-store');
  });
  it("keeps a page's no-referrer (its URL carries a token), and replaces a weaker policy", () => {
    expect(withFunctionHeaders(new Response('<p>x</p>', { headers: { 'referrer-policy': 'no-referrer' } })).headers.get('referrer-policy')).toBe('no-referrer');
    expect(withFunctionHeaders(new Response('<p>x</p>', { headers: { 'referrer-policy': 'unsafe-url' } })).headers.get('referrer-policy')).toBe(
      'strict-origin-when-cross-origin',
    );
  });
});
