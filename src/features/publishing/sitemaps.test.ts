import { describe, expect, it } from 'vitest';
import { SITEMAP_MAX_URLS, sitemapChunks } from './sitemaps';

describe('jobs sitemap files', () => {
  it('keeps one file up to 50,000 URLs and splits beyond, the first keeping its name', () => {
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(sitemapChunks([]).map((c) => c.path)).toEqual(['/sitemap-jobs.xml']);
    const urls = Array.from({ length: 120_001 }, (_, i) => i);
    const chunks = sitemapChunks(urls);
    expect(chunks.map((c) => [c.path, c.urls.length])).toEqual([
      ['/sitemap-jobs.xml', 50_000],
      ['/sitemap-jobs-2.xml', 50_000],
      ['/sitemap-jobs-3.xml', 20_001],
    ]);
    expect(chunks.flatMap((c) => c.urls)).toEqual(urls);
    expect(sitemapChunks(Array.from({ length: 50_000 }, (_, i) => i))).toHaveLength(1);
  });
});
