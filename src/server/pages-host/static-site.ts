/**
 * dist/ as Cloudflare Pages serves it, for the local host (handler.ts): files by their canonical paths
 * (Pages' own redirects for .html and index.html), `_redirects`, 404.html pages walking up the path, 410
 * for the pages of jobs that closed before the build, and `_headers` with Pages' default Cache-Control.
 * Platform files (`_headers`, `_redirects`, `_routes.json`) and dot files are never served.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import { findRedirect, headersFor, parseHeaders, parseRedirects, type HeaderRule, type RedirectRule } from './cloudflare-rules';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.xsl': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.pdf': 'application/pdf',
};

/**
 * The built site in `distDir` (none: the dev server, which serves its own files; `assets` answers what
 * this cannot).
 */
export function createStaticSite(distDir: string | null, assets?: (request: Request) => Promise<Response>) {
  const readRules = <T>(name: string, parse: (t: string) => T[]): T[] => {
    if (!distDir) return [];
    const file = join(distDir, name);
    return existsSync(file) ? parse(readFileSync(file, 'utf8')) : [];
  };
  // The build's platform files, read at start and again when a new build replaces dist/ (reload()).
  let headerRules: HeaderRule[] = [];
  let redirectRules: RedirectRule[] = [];
  // Pages of jobs that closed before the build (src/pages/closed-jobs.json.ts): served with 410 Gone.
  let closedPaths = new Set<string>();
  function reload(): void {
    headerRules = readRules('_headers', parseHeaders);
    redirectRules = readRules('_redirects', parseRedirects);
    closedPaths = new Set(readRules('closed-jobs.json', (t) => (JSON.parse(t) as { paths?: string[] }).paths ?? []));
  }
  reload();

  const isFile = (path: string) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  };
  const decode = (pathname: string) => {
    try {
      return decodeURIComponent(pathname);
    } catch {
      return null;
    }
  };

  /** The file for a URL path: exact file, dir/index.html, or path.html. */
  function resolveFile(pathname: string): string | null {
    const decoded = decode(pathname);
    if (!distDir || decoded === null) return null;
    const base = resolve(distDir, `.${decoded}`);
    if (base !== distDir && !base.startsWith(distDir + sep)) return null;
    // Never serve platform files (_headers, _redirects, _routes.json) or dot files; Cloudflare does not
    // either. /_astro/ is the one folder of built assets that starts with an underscore.
    const segments = base.slice(distDir.length).split(sep).filter(Boolean);
    if (segments.some((s, i) => s.startsWith('.') || (s.startsWith('_') && !(i === 0 && s === '_astro')))) return null;
    for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) if (isFile(candidate)) return candidate;
    return null;
  }

  /**
   * Cloudflare Pages' own redirects for HTML (its "Route matching"): /about.html -> /about,
   * /about/index.html -> /about/, /about/ -> /about when only about.html exists, and /about -> /about/
   * when only about/index.html exists. Returns the path to redirect to, or null.
   */
  function cloudflarePath(pathname: string): string | null {
    const decoded = decode(pathname);
    if (!distDir || decoded === null) return null;
    const base = resolve(distDir, `.${decoded}`);
    if (base === distDir || !base.startsWith(distDir + sep)) return null;
    if (decoded.endsWith('/index.html') && isFile(base)) return pathname.slice(0, -'index.html'.length);
    if (decoded.endsWith('.html') && isFile(base)) return pathname.slice(0, -'.html'.length);
    if (decoded.endsWith('/') && !isFile(join(base, 'index.html')) && isFile(`${base}.html`)) return pathname.replace(/\/+$/, '');
    if (!decoded.endsWith('/') && !isFile(`${base}.html`) && isFile(join(base, 'index.html'))) return `${pathname}/`;
    return null;
  }

  /** Cloudflare Pages: the closest 404.html walking up from the requested path. */
  function notFoundPage(pathname: string): string | null {
    if (!distDir) return null;
    const parts = pathname.split('/').filter(Boolean);
    for (let i = parts.length; i >= 0; i--) {
      const candidate = join(distDir, ...parts.slice(0, i), '404.html');
      if (candidate.startsWith(distDir) && existsSync(candidate)) return candidate;
    }
    return null;
  }

  /**
   * A file's answer. Read whole, now, never streamed: the local rebuild swaps dist/ by renaming it, and a
   * stream opened on a file gone by then errors outside any request's handling, ending the process. A file
   * gone between finding and reading it answers 404, as a request between the swap's two renames does.
   */
  function fileResponse(file: string, status: number, request: Request): Response {
    const type = CONTENT_TYPES[extname(file)] ?? 'application/octet-stream';
    let stat;
    let bytes: Buffer | null = null;
    try {
      stat = statSync(file);
      if (request.method !== 'HEAD') bytes = readFileSync(file);
    } catch {
      return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
    }
    const headers = new Headers({ 'content-type': type, 'last-modified': stat.mtime.toUTCString() });
    const since = request.headers.get('if-modified-since');
    if (status === 200 && since && Math.floor(stat.mtimeMs / 1000) <= Math.floor(Date.parse(since) / 1000)) return new Response(null, { status: 304, headers });
    if (!bytes) {
      headers.set('content-length', String(stat.size));
      return new Response(null, { status, headers });
    }
    return new Response(new Uint8Array(bytes), { status, headers });
  }

  /** dist/ as Pages serves it; null where there is no dist/ (the dev server serves its own files). */
  function serveStatic(request: Request): Response | null {
    if (!distDir) return null;
    const url = new URL(request.url);
    const redirect = findRedirect(redirectRules, url.pathname);
    if (redirect) {
      if (redirect.status !== 200) return new Response(null, { status: redirect.status, headers: { location: redirect.to } });
      const target = resolveFile(redirect.to);
      if (target) return fileResponse(target, 200, request);
    }
    const canonical = cloudflarePath(url.pathname);
    if (canonical) return new Response(null, { status: 308, headers: { location: `${canonical}${url.search}` } });
    const file = resolveFile(url.pathname);
    if (file) return fileResponse(file, closedPaths.has(url.pathname.replace(/\/+$/, '')) ? 410 : 200, request);
    if (url.pathname.startsWith('/api/')) return Response.json({ error: 'Not found' }, { status: 404 });
    const page = notFoundPage(url.pathname);
    return page ? fileResponse(page, 404, request) : new Response('Not found', { status: 404 });
  }
  const serveOr404 = async (request: Request) => serveStatic(request) ?? (assets ? assets(request) : new Response('Not found', { status: 404 }));

  /** A static file's headers: the `_headers` rules and Cloudflare's default Cache-Control, as on Pages. */
  function headers(own: Headers, pathname: string): Headers {
    const out = new Headers(own);
    const rules = headersFor(headerRules, pathname);
    for (const [k, v] of rules.set) if (!out.has(k)) out.set(k, v);
    for (const k of rules.remove) out.delete(k);
    if (!out.has('cache-control')) out.set('cache-control', 'public, max-age=0, must-revalidate');
    return out;
  }

  return { serve: serveStatic, serveOr404, headers, reload, readRules };
}
