/**
 * Which requests count in a job's figures: people's browsers, not crawlers, link previews,
 * mail scanners that say who they are, audit tools or prefetches.
 */
const BOT = /bot|crawl|spider|slurp|preview|facebookexternalhit|headless|lighthouse|pagespeed|curl|wget|python|java\/|go-http|httpclient|monitor|scanner/i;

export function countable(request: Request): boolean {
  const ua = request.headers.get('user-agent') ?? '';
  const prefetch = /prefetch|prerender/i.test(request.headers.get('sec-purpose') ?? request.headers.get('purpose') ?? '');
  return !!ua && !BOT.test(ua) && !prefetch;
}

/** Today's counter day (UTC). */
export const counterDay = (now = new Date()) => now.toISOString().slice(0, 10);
