/**
 * GET /jobs: the board's page; for a shared search (a URL that sets a keyword, a place, a filter or a
 * sort: a home search, a link in a mail) the same page with that search's first answer in it. The board's
 * own engine (BoardController) runs here over the build's own files, read through the static assets, so
 * the answer is the one the island will draw; a phone on a slow network sees it with the page instead of
 * after the island's code, its data files and their round trips. The island shows its own when drawn
 * (JobBoard's served slots, which React leaves as served until then).
 *
 * Anything else goes as built: no search, no answer within ANSWER_WITHIN_MS, no result (the island says
 * "No jobs found" with what to try instead), or any failure. The page never fails for a search.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { lookupPlace } from '~/features/location/gazetteer.server';
import { inlineScriptSources, pageCsp } from '~/lib/security-headers';
import { plural } from '~/lib/plural';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import { BoardController } from './board-controller';
import { type BoardUrls, type BoardView } from './board-view';
import { EMPTY_FILTERS, FILTER_KEYS, filtersFromQuery, filtersToQuery, type Filters } from './filters';
import type { Located } from './geocode-client';
import ServedSearch from './ServedSearch';

/** Longer than this and the page goes as built: the island answers as it would have. */
const ANSWER_WITHIN_MS = 1_500;
/**
 * Answers worked out at once, per process (per isolate on Cloudflare): a search costs the engine's CPU
 * (at 10,000 jobs, decoding the index), so a crowd of searches gets the page as built beyond this, never
 * a host too busy to serve anyone.
 */
export const MAX_ANSWERING = 4;
/** The same search again within a minute (a shared link opened by many) is answered from memory. */
const KEEP_MS = 60_000;
const KEPT = 200;

/** The served slots as the build renders them (JobBoard.tsx): each must be in the page exactly once. */
const CARDS_SLOT = '<div data-board-served="true"></div>';
const COUNT_SLOT = /<span class="board-initial">Showing \d+ of \d+ jobs<\/span>/;

interface Assets {
  fetch(input: Request | string): Promise<Response>;
}

/** Whether the URL sets anything the build's unfiltered answer does not show (as BoardUrlGate reads it). */
export function isSharedSearch(params: URLSearchParams): boolean {
  return FILTER_KEYS.some((k) => {
    const v = (params.get(k) ?? '').trim().toLowerCase();
    return v !== '' && v !== 'all' && !(k === 'sort' && v === 'newest');
  });
}

const ENTITIES: Record<string, string> = { '&quot;': '"', '&#34;': '"', '&amp;': '&', '&#38;': '&', '&#39;': "'", '&lt;': '<', '&gt;': '>' };
const unescapeAttr = (s: string) => s.replace(/&(?:quot|amp|lt|gt|#34|#38|#39);/g, (e) => ENTITIES[e] ?? e);

/** What the built page says of its board: where its files are, how many jobs it listed, each select's options. */
export function readBoardPage(html: string): { urls: BoardUrls; listed: number; options: Map<string, Set<string>> } | null {
  const boot = /\sdata-board-boot="([^"]*)"/.exec(html);
  const listed = /\sdata-listed="(\d+)"/.exec(html);
  if (!boot || !listed) return null;
  const options = new Map<string, Set<string>>();
  for (const m of html.matchAll(/<select\b[^>]*\sname="(\w+)"[^>]*>([\s\S]*?)<\/select>/g))
    options.set(m[1]!, new Set([...m[2]!.matchAll(/<option\b[^>]*\svalue="([^"]*)"/g)].map((o) => unescapeAttr(o[1]!))));
  return { urls: JSON.parse(unescapeAttr(boot[1]!)) as BoardUrls, listed: Number(listed[1]), options };
}

/** The URL's filters as the island reads them (board-form.ts filtersFromUrl): a value the form does not offer is dropped. */
export function servedFilters(params: URLSearchParams, options: Map<string, Set<string>>): Filters {
  const f = filtersFromQuery(params);
  for (const key of FILTER_KEYS) {
    const offered = options.get(key);
    if (offered && key !== 'minPay' && !offered.has(f[key])) f[key] = EMPTY_FILTERS[key];
  }
  return f;
}

/** A place as /api/geocode answers the browser (geocode-client.ts reads the same fields). */
async function geocode(text: string): Promise<Located | null> {
  const key = text.trim().toLowerCase().slice(0, 100);
  if (!key) return null;
  const found = lookupPlace(key);
  return found.at ? { at: found.at, place: found.place, others: found.others.slice(0, 3) } : { at: null, suggestions: found.suggestions.slice(0, 3) };
}

// The board's files are named by their content: their text is kept per isolate, a bounded number of them.
const files = new Map<string, string>();
const FILES_KEPT = 256;

function fetchFrom(assets: Assets, base: string) {
  return async (url: string): Promise<unknown> => {
    let text = files.get(url);
    if (text === undefined) {
      const res = await assets.fetch(new URL(url, base).toString());
      if (!res.ok) throw new Error(`${url}: ${res.status}`);
      text = await res.text();
      if (files.size >= FILES_KEPT) files.clear();
      files.set(url, text);
    }
    return JSON.parse(text) as unknown;
  };
}

/** The search's first answer, or null when there is none to serve in time. */
async function answer(assets: Assets, base: string, built: NonNullable<ReturnType<typeof readBoardPage>>, f: Filters): Promise<BoardView | null> {
  let view: Partial<BoardView> = {};
  const board = new BoardController(built.urls, (patch) => (view = { ...view, ...patch }), geocode, fetchFrom(assets, base), Date.now, built.listed);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((done) => (timer = setTimeout(() => done(false), ANSWER_WITHIN_MS)));
  const shown = await Promise.race([board.load(f), late]).finally(() => clearTimeout(timer));
  return shown && view.ready && view.cards?.length ? (view as BoardView) : null;
}

let answering = 0;
const kept = new Map<string, { at: number; cards: string; count: string }>();

/** The served slots' content for a search: from memory, or worked out when the process has room. */
async function served(html: string, assets: Assets, requestUrl: URL): Promise<{ cards: string; count: string } | null> {
  const built = readBoardPage(html);
  if (!built) return null;
  const f = servedFilters(requestUrl.searchParams, built.options);
  const key = `${built.urls.index} ${filtersToQuery(f)}`;
  const now = Date.now();
  const hit = kept.get(key);
  if (hit && now - hit.at < KEEP_MS) return hit;
  if (answering >= MAX_ANSWERING) return null;
  answering++;
  try {
    const view = await answer(assets, requestUrl.toString(), built, f);
    if (!view) return null;
    const out = {
      at: now,
      cards: renderToString(createElement(ServedSearch, { view, searched: view.searched ?? f })),
      count: `Showing ${view.results} of ${plural(view.listed, 'job')}`,
    };
    if (kept.size >= KEPT) kept.clear();
    kept.set(key, out);
    return out;
  } finally {
    answering--;
  }
}

/** The built page with this search's first answer in its served slots; null to serve it as built. */
export async function servePage(html: string, assets: Assets, requestUrl: URL): Promise<string | null> {
  // Development React would report the served slots' content as a mismatch: the dev server's page goes as built.
  if (!isSharedSearch(requestUrl.searchParams) || html.includes('/@vite/client')) return null;
  if (html.split(CARDS_SLOT).length !== 2 || html.split(COUNT_SLOT).length !== 2) return null;
  const answer = await served(html, assets, requestUrl);
  if (!answer) return null;
  const { cards, count } = answer;
  // Replaced by functions: a card's text may hold "$&", which a replacement string would read as a pattern.
  return (
    html
      // Filtered as BoardUrlGate would mark it, so the served answer shows without any script too.
      .replace('<html', () => '<html data-board-answered data-board-filtered')
      .replace(CARDS_SLOT, () => `<div data-board-served="true">${cards}</div>`)
      .replace(COUNT_SLOT, () => `<span class="board-initial">${count}</span>`)
  );
}

async function servedSearch(ctx: FunctionContext): Promise<Response> {
  const built = await ctx.next();
  const assets = ctx.env.ASSETS as Assets | undefined;
  if (!built.ok || !assets || !(built.headers.get('content-type') ?? '').includes('text/html')) return built;
  let html = await built.text();
  try {
    html = (await servePage(html, assets, new URL(ctx.request.url))) ?? html;
  } catch (e) {
    // A search is a help, never the reason the board fails: the page as built, the island answers.
    console.error('The board could not serve a search:', e);
  }
  const supabaseUrl = typeof ctx.env.SUPABASE_URL === 'string' && ctx.env.SUPABASE_URL ? ctx.env.SUPABASE_URL : undefined;
  return new Response(ctx.request.method === 'HEAD' ? null : html, {
    status: 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      // A function's answer gets no _headers rule: the page's own policy, from its own inline scripts.
      'content-security-policy': pageCsp(await inlineScriptSources(html), supabaseUrl),
      'cache-control': 'public, max-age=0, must-revalidate',
    },
  });
}

export const onRequestGet: PagesFunction = servedSearch;
export const onRequestHead: PagesFunction = servedSearch;
