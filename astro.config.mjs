// @ts-check
import { defineConfig, envField } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import nested404 from './src/integrations/nested-404.ts';
import functionsDev from './src/integrations/functions-dev.ts';

const site = process.env.SITE_URL || 'http://localhost:4321';

export default defineConfig({
  site,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  integrations: [react(), mdx(), sitemap(), nested404(), functionsDev()],
  vite: {
    plugins: [tailwindcss()],
  },
  // Validated at build time; the same names are read by functions through src/config/env.ts.
  env: {
    schema: {
      SITE_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      PRODUCT_NAME: envField.string({ context: 'server', access: 'public', optional: true }),
      STAFF_EMAIL: envField.string({ context: 'server', access: 'public', optional: true }),
      SUPABASE_URL: envField.string({ context: 'server', access: 'public', optional: true, url: true }),
      SUPABASE_ANON_KEY: envField.string({ context: 'server', access: 'public', optional: true }),
      SUPABASE_SERVICE_ROLE_KEY: envField.string({ context: 'server', access: 'secret', optional: true }),
      DATA_DIR: envField.string({ context: 'server', access: 'secret', optional: true }),
    },
  },
});
