/**
 * Writes dist/_headers (Cloudflare Pages format; the local host applies the same file): a
 * Content-Security-Policy that allows only this site and the configured Supabase origin, with the
 * sha256 of every inline script the build emitted (Astro's island loader, tiny page scripts), plus
 * the other security headers and cache rules: hashed assets immutable, HTML and data short-lived.
 */
import type { AstroIntegration } from 'astro';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { htmlFiles } from './built-html';
import { parseEnv } from '../config/env';
import { BASE_SECURITY_HEADERS, DOCUMENT_ONLY_HEADERS, inlineScriptSources, pageCsp } from '../lib/security-headers';
import { PAGE_SHELL } from '../lib/page-shell';
import { scanRoutes } from '../server/pages-host/routes';

export function buildHeaders(scriptHashes: string[], supabaseUrl?: string): string {
  const csp = pageCsp(scriptHashes, supabaseUrl);
  const base = Object.entries(BASE_SECURITY_HEADERS)
    .map(([k, v]) => `  ${k}: ${v}`)
    .join('\n');
  // Cache-Control is set by one rule per path at most, never by /*: Cloudflare joins the values of every
  // matching rule, so a /* default plus /_astro/* would send two. HTML gets Cloudflare's own default
  // (public, max-age=0, must-revalidate), which the local host copies.
  // Scripts, styles and board data detach the document-only headers: a policy, frame rule or feature rule
  // on a .js or .json file does nothing (they govern documents), and the CSP alone is about a kilobyte per
  // response, repeated over every file a board visit loads. nosniff and HSTS stay on everything. The favicon
  // (our own SVG, no script; every first visit fetches it) detaches them too.
  const detach = DOCUMENT_ONLY_HEADERS.map((name) => `  ! ${name}`).join('\n');
  return `# GENERATED at build by src/integrations/security-headers.ts — do not edit.
/*
  Content-Security-Policy: ${csp}
${base}

/_astro/*
  Cache-Control: public, max-age=31536000, immutable
${detach}

/jobs/board/*
  Cache-Control: public, max-age=31536000, immutable
${detach}

/jobs/count.json
  Cache-Control: public, max-age=300, must-revalidate
${detach}

/jobs/board.json
  Cache-Control: no-cache
${detach}

/favicon.svg
${detach}
`;
}

/**
 * dist/_routes.json, from the tree: each folder of functions/ (and each route file at its top) invokes
 * functions (and functions/_middleware.ts); every other path is a static file served without a function
 * invocation. A route added under a new folder is routed with no list to edit.
 */
export function buildRoutes(functionsDir: string): string {
  // The pages host's own reading of functions/ (one route walker): a route in a folder sends the folder.
  const routes = [
    ...new Set(
      scanRoutes(functionsDir).map(({ file }) => {
        const [top, ...rest] = relative(functionsDir, file).split(sep);
        return rest.length ? `/${top}/*` : `/${top!.replace(/\.(ts|js|mjs)$/, '')}`;
      }),
    ),
  ].sort();
  // The page shell too: functions read it through the assets binding (which bypasses functions); a visitor who
  // asks for it gets the middleware's 404, never a page of placeholders.
  return `${JSON.stringify({ version: 1, include: [...routes, `${PAGE_SHELL.path}*`], exclude: [] }, null, 2)}\n`;
}

export default function securityHeaders(): AstroIntegration {
  let projectRoot: URL | undefined;
  return {
    name: 'security-headers',
    hooks: {
      'astro:config:done': ({ config }) => {
        projectRoot = config.root;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const hashes = new Set<string>();
        for (const file of await htmlFiles(root)) for (const h of await inlineScriptSources(await readFile(file, 'utf8'))) hashes.add(h);
        await writeFile(join(root, '_headers'), buildHeaders([...hashes].sort(), parseEnv(process.env).SUPABASE_URL));
        await writeFile(join(root, '_routes.json'), buildRoutes(fileURLToPath(new URL('functions/', projectRoot))));
        logger.info(`_headers written with ${hashes.size} inline script hashes`);
      },
    },
  };
}
