// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import functionsDev from './src/integrations/functions-dev.ts';
import { STATE_SLUGS } from './src/domain/reserved-slugs.ts';
import sitemapFiles from './src/integrations/sitemap-files.ts';
import securityHeaders from './src/integrations/security-headers.ts';
import islandStyle from './src/integrations/island-style.ts';
import clientIntent from './src/integrations/client-intent/index.ts';
import blogRedirects from './src/integrations/blog-redirects.ts';
import { parseEnv } from './src/config/env.ts';

// The one env parser (a typo in configuration stops the build here with a clear message).
const site = parseEnv(process.env).SITE_URL ?? 'http://localhost:4321';

/**
 * The pages sitemap: every static route but job details (in /sitemap-jobs.xml), not-found pages and the sitemap viewers.
 * @param {string} url
 */
function inPagesSitemap(url) {
  const path = new URL(url).pathname.replace(/\/$/, '');
  if (
    /\/404$/.test(path) ||
    /^\/job\//.test(path) ||
    /^\/sitemap/.test(path) ||
    path === '/account' ||
    path === '/staff' ||
    path === '/my-applications' ||
    path === '/my-jobs' ||
    path === '/page-shell'
  )
    return false;
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
                test: /[\\/]src[\\/](lib[\\/](api|dialog)|config[\\/](public|product-key)|domain[\\/](password|job-rules))\.ts$/,
                priority: 2,
              },
              {
                name: 'jobs-ui',
                test: /[\\/]src[\\/]((domain|lib|config|features[\\/](saved-jobs|applications))[\\/](?!job-url|reserved-slugs)[a-z][\w.-]*|components[\\/]ui[\\/](styles|use-hydrated)|features[\\/]board[\\/]labels)\.ts$/,
                // Only what an island or a page script loads at once; code loaded on demand keeps its own chunks.
                // A job's address is written by the build and the server (cards carry theirs): the console's.
                tags: ['$initial'],
                priority: 1,
              },
            ],
          },
        },
      },
    },
  },
  // Validated at build time; the same names are read by functions through src/config/env.ts.
  env: {
    schema: {
      SITE_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      // Client too: islands name the saved-jobs cookie and the auth storage key after it (src/config/public.ts).
      PRODUCT_NAME: envField.string({ context: 'client', access: 'public', optional: true }),
      STAFF_EMAIL: envField.string({ context: 'server', access: 'public', optional: true }),
      SUPABASE_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      // The new key names first; the legacy anon and service_role keys still work while Supabase keeps them.
      SUPABASE_PUBLISHABLE_KEY: envField.string({ context: 'server', access: 'public', optional: true }),
      SUPABASE_ANON_KEY: envField.string({ context: 'server', access: 'public', optional: true }),
      SUPABASE_SECRET_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      SUPABASE_SERVICE_ROLE_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      DATA_DIR: envField.string({ context: 'server', access: 'secret', optional: true }),
      DATABASE_URL: envField.string({ context: 'server', access: 'secret', optional: true }),
      // External links (https only; src/config/env.ts checks the scheme, the deploy workflow that all are set).
      PUBLIC_POST_JOB_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      PUBLIC_CANDIDATE_PROFILE_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      PUBLIC_EMPLOYER_BROCHURE_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      PUBLIC_CANDIDATE_BROCHURE_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      PUBLIC_SCHEDULING_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      PUBLIC_SOCIAL_PROFILE_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      // IndexNow's key: public by design, served at /indexnow-key.txt for the engines to check.
      INDEXNOW_KEY: envField.string({ context: 'server', access: 'public', optional: true }),
      ALLOW_BOARD_SHRINK: envField.enum({ values: ['0', '1'], context: 'server', access: 'secret', optional: true }),
    },
  },
});
