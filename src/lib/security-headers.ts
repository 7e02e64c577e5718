/**
 * The site's security headers, in one place. Static files get them from dist/_headers (written at build
 * by src/integrations/security-headers.ts); function responses get them from functions/_middleware.ts,
 * because Cloudflare Pages applies _headers to static assets only.
 */

/** Headers every response carries, static or not. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  // Browsers ignore HSTS over plain http (the local host), so it is safe to send everywhere.
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'X-Frame-Options': 'DENY',
};

/** Headers that only govern documents: static scripts, styles and data files are served without them. */
export const DOCUMENT_ONLY_HEADERS = ['Content-Security-Policy', 'Permissions-Policy', 'X-Frame-Options', 'Referrer-Policy'] as const;

/** The pages' policy: scripts from this site and the inline ones whose hashes are given. */
export function pageCsp(scriptHashes: readonly string[], supabaseUrl?: string): string {
  const supabase = supabaseUrl ? new URL(supabaseUrl).origin : '';
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${supabase ? ` ${supabase}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** sha256 CSP sources of the executable inline scripts in some HTML (Web Crypto: runs in functions too). */
export async function inlineScriptSources(html: string): Promise<string[]> {
  const out: string[] = [];
  for (const m of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/g)) {
    const attrs = m[1] ?? '';
    if (/\ssrc=/.test(attrs)) continue;
    const type = /\stype="([^"]*)"/.exec(attrs)?.[1];
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON-LD and other data blocks are not run
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(m[2] ?? ''));
    out.push(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  }
  return out;
}

/**
 * The policy for what functions answer: JSON, and a few small HTML pages (unsubscribe) that load the
 * site's own stylesheet at most and post only to this site.
 */
const FUNCTION_CSP = "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/**
 * A copy of a function's response with the security headers added and exactly one Cache-Control
 * (functions answer per request: `no-store` unless the function chose otherwise).
 */
export function withFunctionHeaders(response: Response): Response {
  const out = new Response(response.body, response);
  for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) {
    // A page that chose a stricter referrer policy (no-referrer: its URL carries a token) keeps it.
    if (name === 'Referrer-Policy' && out.headers.get(name) === 'no-referrer') continue;
    out.headers.set(name, value);
  }
  if (!out.headers.has('content-security-policy')) out.headers.set('Content-Security-Policy', FUNCTION_CSP);
  out.headers.set(
    'Cache-Control',
    response.headers
      .get('cache-control')
      ?.split(',')
      .map((v) => v.trim())
      .join(', ') || 'no-store',
  );
  return out;
}
