/**
 * HTML answers of functions (unsubscribe) in the site's own layout: the built page shell
 * (src/pages/page-shell.astro) read through the static assets (Cloudflare's ASSETS binding; the local
 * host provides the same), filled in, with the pages' script policy for the shell's inline scripts.
 * Without the shell (a unit test, a missing build) the page is plain but complete.
 */
import { site } from '~/config/site';
import { html, type SafeHtml } from '~/lib/html';
import { fillPageShell, PAGE_SHELL } from '~/lib/page-shell';
import { inlineScriptSources, pageCsp } from '~/lib/security-headers';
import type { FunctionContext } from '~/server/http/types';

interface Assets {
  fetch(input: Request | string): Promise<Response>;
}

// The filled-in value is kept per isolate, never a pending promise: on workerd a request must not await
// I/O another request started.
let shell: { html: string; csp: string } | undefined;

async function loadShell(ctx: Pick<FunctionContext, 'request' | 'env'>): Promise<{ html: string; csp: string } | null> {
  if (shell) return shell;
  const assets = ctx.env.ASSETS as Assets | undefined;
  if (!assets || typeof assets.fetch !== 'function') return null;
  try {
    const res = await assets.fetch(new URL(PAGE_SHELL.path, ctx.request.url).toString());
    if (!res.ok) return null;
    const html = await res.text();
    const supabaseUrl = typeof ctx.env.SUPABASE_URL === 'string' && ctx.env.SUPABASE_URL ? ctx.env.SUPABASE_URL : undefined;
    shell = { html, csp: pageCsp(await inlineScriptSources(html), supabaseUrl) };
    return shell;
  } catch (e) {
    console.error('page shell unavailable:', e);
    return null;
  }
}

function plain(title: string, body: SafeHtml): SafeHtml {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${title} | ${site.name}</title></head>
<body><main><h1>${title}</h1>${body}<p><a href="/">Back to ${site.name}</a></p></main></body></html>`;
}

/** A noindex, uncached HTML page with this title (plain text) and body (made with `html`, which escapes). */
export async function htmlPage(
  ctx: Pick<FunctionContext, 'request' | 'env'>,
  status: number,
  title: string,
  body: SafeHtml,
  headers: Record<string, string> = {},
): Promise<Response> {
  const loaded = await loadShell(ctx);
  const filled = loaded ? fillPageShell(loaded.html, title, body.toString()) : null;
  return new Response(filled ?? plain(title, body).toString(), {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'x-robots-tag': 'noindex',
      ...(filled && loaded ? { 'content-security-policy': loaded.csp } : {}),
      ...headers,
    },
  });
}
