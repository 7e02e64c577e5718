/** Sitemap XML (sitemaps.org 0.9), built from the build's job data. Pure. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function urlset(urls: { loc: string; lastmod?: string; changefreq?: string; priority?: number }[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${esc(u.loc)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}${u.changefreq ? `<changefreq>${u.changefreq}</changefreq>` : ''}${u.priority != null ? `<priority>${u.priority.toFixed(1)}</priority>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndex(locs: { loc: string; lastmod?: string }[]): string {
  const body = locs.map((s) => `<sitemap><loc>${esc(s.loc)}</loc>${s.lastmod ? `<lastmod>${s.lastmod}</lastmod>` : ''}</sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** sitemaps.org: at most 50,000 URLs per file; more go to further files, all listed in the index. */
export const SITEMAP_MAX_URLS = 50_000;

/** The jobs sitemap's files: /sitemap-jobs.xml, then /sitemap-jobs-2.xml, -3 ... when the URLs need them. */
export function sitemapChunks<T>(urls: T[], max = SITEMAP_MAX_URLS): { path: string; urls: T[] }[] {
  const chunks: { path: string; urls: T[] }[] = [];
  for (let i = 0; i === 0 || i < urls.length; i += max) {
    const n = chunks.length + 1;
    chunks.push({ path: n === 1 ? '/sitemap-jobs.xml' : `/sitemap-jobs-${n}.xml`, urls: urls.slice(i, i + max) });
  }
  return chunks;
}

/** The spec's fallbacks when a sitemap cannot be loaded. */
export function fallbackHomeSitemap(siteUrl: string): string {
  return urlset([{ loc: `${siteUrl}/`, changefreq: 'daily', priority: 1.0 }]);
}
export function fallbackIndex(siteUrl: string): string {
  return sitemapIndex([{ loc: `${siteUrl}/sitemap-pages.xml` }, { loc: `${siteUrl}/sitemap-jobs.xml` }]);
}
