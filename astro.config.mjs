// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import functionsDev from './src/integrations/functions-dev.ts';
import featurePages from './src/integrations/feature-pages.ts';
import { STATE_SLUGS } from './src/domain/reserved-slugs.ts';
import { BUILD_ENV } from './src/config/env.ts';
import sitemapFiles from './src/integrations/sitemap-files.ts';
import securityHeaders from './src/integrations/security-headers.ts';
import islandStyle from './src/integrations/island-style.ts';
import clientIntent from './src/integrations/client-intent/index.ts';
import blogRedirects from './src/integrations/blog-redirects.ts';
import { parseEnv } from './src/config/env.ts';

// The one env parser (a typo in configuration stops the build here with a clear message).
const site = parseEnv(process.env).SITE_URL ?? 'http://localhost:4321';

/**
 * The pages sitemap: every static route but job details (in /sitemap-jobs.xml). Pages that say noindex
 * (accounts, the console, not-found pages, the sitemap viewers) leave it after the build (sitemap-files.ts).
 * @param {string} url
 */
function inPagesSitemap(url) {
  const path = new URL(url).pathname.replace(/\/$/, '');
  if (/^\/job\//.test(path)) return false;
  const m = /^\/jobs\/([^/]+)$/.exec(path);
  return !m || /** @type {readonly string[]} */ (STATE_SLUGS).includes(m[1] ?? '');
}

/**
 * Sitemap URLs match the canonical links: no trailing slash except the home page.
 * @template {{ url: string }} T
 * @param {T} item
 * @returns {T}
 */
function canonicalUrl(item) {
  return { ...item, url: item.url.replace(/(.)\/$/, '$1') };
}

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  // 'file': /about is dist/about.html, which Cloudflare Pages serves at /about itself. With 'directory' it
  // would answer /about with a 308 to /about/, and every canonical link would point at a redirect.
  build: { format: 'file' },
  // @astrojs/sitemap writes the pages sitemap; sitemapFiles gives it its spec name, /sitemap-pages.xml.
  integrations: [
    react(),
    featurePages(),
    clientIntent(),
    mdx(),
    sitemap({ filenameBase: 'sitemap-pages', filter: inPagesSitemap, serialize: canonicalUrl }),
    sitemapFiles(),
    islandStyle(),
    securityHeaders(),
    blogRedirects(),
    functionsDev(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Fewer, larger chunks for the islands. Split automatically, the board's page asked for some thirty
    // files, most under a kilobyte: each a request with its headers and, over HTTP/1.1 (the local host), a
    // turn of one of six connections, which put its first filtered result on a phone (Lighthouse) past its
    // budget. React is one file (every island page loads all of it). The modules the job islands share (the
    // domain's rules and labels, saved jobs, applying) are one file; the few that pages without an island
    // also use are a small file of their own, taken first (a higher priority), so those pages do not load
    // the islands' (tests/e2e/quality.spec.ts holds them to a few kilobytes).
    build: {
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
              {
                name: 'page-kit',
                test: /[\\/]src[\\/](lib[\\/](api|behaviour|dialog|form-submit)|config[\\/](public|product-key)|domain[\\/](password|job-rules))\.ts$/,
                priority: 2,
              },
              {
                name: 'jobs-ui',
                test: /[\\/]src[\\/]((domain|lib|config|features[\\/](saved-jobs|applications))[\\/](?!job-url|reserved-slugs|job-report|job-status|text-key|site-build|bearer-call|application-status|status-news|employer-)[a-z][\w.-]*|components[\\/]ui[\\/](styles|use-hydrated)|features[\\/]board[\\/]labels)\.ts$/,
                // Only what an island or a page script loads at once; code loaded on demand keeps its own chunks.
                // A job's address is written by the build and the server (cards carry theirs); reports, statuses,
                // the text key and the site's build status are the staff console's, and the signed-in call the console's
                // and the employer's account's (with its application statuses and views): their own chunks.
                tags: ['$initial'],
                priority: 1,
              },
            ],
          },
        },
      },
    },
  },
  // Validated at build time: the settings the build reads, from the one catalogue (src/config/env.ts), which
  // the functions and scripts parse with the same rules.
  env: {
    schema: Object.fromEntries(
      Object.entries(BUILD_ENV).map(([name, { values, url, ...read }]) => {
        // Astro's types pair each context with the accesses it allows; the catalogue's pairs are among them.
        const where = /** @type {{ context: 'server', access: 'secret' }} */ (/** @type {unknown} */ (read));
        return [
          name,
          values ? envField.enum({ ...where, values: [...values], optional: true }) : envField.string({ ...where, optional: true, ...(url ? { url } : {}) }),
        ];
      }),
    ),
  },
});
