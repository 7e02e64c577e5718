/**
 * Writes `_redirects` (Cloudflare Pages format, also read by the local host): unknown blog article ids go
 * to the blog list with a 302.
 *
 * Cloudflare follows a redirect even when a file matches the path, so a `/blog/*` catch-all would also
 * redirect the real articles. Instead the ids around the real ones that are not articles (0 up to 100 past
 * the highest) get a static rule each, well inside Cloudflare's 2,000 static rules; any other unknown
 * path under /blog lands on /blog/404.html, which redirects in the browser.
 */
import type { AstroIntegration } from 'astro';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The old city jobs pages, and the one page per city they now go to. */
const CITY_JOBS_PAGES = '/jobs/city/:city';
const CITY_PAGE = '/physical-therapy-jobs/:city';

/** How far past the highest article id the static rules reach. */
const BLOG_REDIRECT_HEADROOM = 100;

/** The `_redirects` text for a site whose articles have these ids. */
export function blogRedirects(articleIds: readonly number[]): string {
  const known = new Set(articleIds);
  const max = Math.max(0, ...articleIds) + BLOG_REDIRECT_HEADROOM;
  const lines = [
    '# Generated at build by src/integrations/blog-redirects.ts. Do not edit.',
    // One page per city: the city jobs page became the city landing page (docs/DECISIONS.md).
    '# One page per city: the city jobs page is the city landing page.',
    `${CITY_JOBS_PAGES} ${CITY_PAGE} 301`,
    '# Unknown blog article ids go to the blog list.',
  ];
  for (let id = 0; id <= max; id++) if (!known.has(id)) lines.push(`/blog/${id} /blog 302`);
  return `${lines.join('\n')}\n`;
}

export default function blogRedirectsIntegration(): AstroIntegration {
  return {
    name: 'blog-redirects',
    hooks: {
      'astro:build:done': async ({ dir, pages, logger }) => {
        // Article pages are /blog/{number}; /blog/404 is the not-found page, not an article.
        const ids = pages
          .map((p) => /^blog\/(\d+)\/?$/.exec(p.pathname)?.[1])
          .filter((id): id is string => !!id && id !== '404')
          .map(Number);
        await writeFile(join(fileURLToPath(dir), '_redirects'), blogRedirects(ids));
        logger.info(
          `_redirects written: unknown blog ids 0-${Math.max(0, ...ids) + BLOG_REDIRECT_HEADROOM} (articles ${ids.sort((a, b) => a - b).join(', ')} kept)`,
        );
      },
    },
  };
}
