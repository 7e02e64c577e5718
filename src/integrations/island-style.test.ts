import { describe, expect, it } from 'vitest';
import { hoistIslandStyle } from './island-style';

const STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

describe('the islands style rule', () => {
  it('moves from the body into the head, once', () => {
    const page = `<html><head><title>x</title></head><body><p>a</p>${STYLE}<astro-island></astro-island>${STYLE}</body></html>`;
    expect(hoistIslandStyle(page)).toBe(`<html><head><title>x</title>${STYLE}</head><body><p>a</p><astro-island></astro-island></body></html>`);
  });
  it('leaves a page without islands as it is', () => {
    const page = '<html><head></head><body><p>a</p></body></html>';
    expect(hoistIslandStyle(page)).toBe(page);
  });
});
