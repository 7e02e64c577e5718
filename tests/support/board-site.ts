/**
 * A board's built files for a job list (as the build writes them), served by a fake fetch that counts what is
 * asked and can fail the index or hold every answer: what the board engine's tests and its parts' tests load.
 */
import type { JobSummary } from '../../src/domain/job-summary';
import { BoardController } from '../../src/features/board/board-controller';
import { BOARD_POINTER, BoardFileGone } from '../../src/features/board/board-loader';
import type { BoardUrls, BoardView } from '../../src/features/board/board-view';
import { cardShards, decodeIndex, encodeIndex, SHARD_SIZE } from '../../src/features/board/compact-index';
import { indexEntries, searchText } from '../../src/features/board/indexed';
import { PT_VOCABULARY } from '../../src/features/board/keywords';
import { addFirstCards, buildTermIndex } from '../../src/features/board/term-index.server';
import { entrySlug } from '../../src/features/board/term-files';

export const BOARD_NOW = Date.parse('2026-11-24T12:00:00Z');

export const BOARD_URLS: BoardUrls = {
  index: '/index.json',
  confirmed: '/confirmed.json',
  cards: '/cards-',
  terms: '/terms.json',
  words: '/w-',
  entries: '/v-',
  vocabulary: Object.keys(PT_VOCABULARY),
};

/** A build's files, named as BOARD_URLS names them (under `prefix`: another build's names). */
function builtFiles(jobs: JobSummary[], prefix = '') {
  const now = BOARD_NOW;
  const { index, order, confirmed } = encodeIndex(jobs, now);
  const indexed = indexEntries(decodeIndex(index), order.map(searchText));
  const terms = buildTermIndex(order, indexed, index.t);
  const shards = cardShards(order);
  addFirstCards(terms.entries, indexed, (r) => shards[Math.floor(r / SHARD_SIZE)]![r % SHARD_SIZE]!, now, index.t);
  const urls: BoardUrls = Object.fromEntries(Object.entries(BOARD_URLS).map(([k, v]) => [k, typeof v === 'string' ? prefix + v : v])) as unknown as BoardUrls;
  const files = new Map<string, unknown>([
    [BOARD_POINTER, urls],
    [urls.index, index],
    [urls.confirmed, confirmed],
    [urls.terms, terms.manifest],
    ...shards.map((s, k) => [`${urls.cards}${k}.json`, s] as [string, unknown]),
    ...terms.words.map((leaf, k) => [`${urls.words}${k}.json`, leaf] as [string, unknown]),
    ...[...terms.entries].map(([entry, leaf]) => [`${urls.entries}${entrySlug(entry)}.json`, leaf] as [string, unknown]),
  ]);
  return { files, order, terms };
}

/** The files and a fetch over them; `rebuild` replaces them with another build's, under other names. */
export function boardFiles(jobs: JobSummary[]) {
  const built = builtFiles(jobs);
  const { files, order, terms } = built;
  let builds = 0;
  const rebuild = (next: JobSummary[]) => {
    files.clear();
    for (const [url, body] of builtFiles(next, `/build-${++builds}`).files) files.set(url, body);
  };
  const asked: string[] = [];
  const state = { failIndex: false, fail: null as null | RegExp, gone: null as null | RegExp, hold: null as null | Promise<void> };
  const fetchJson = async (url: string) => {
    asked.push(url);
    if (state.hold) await state.hold;
    if ((url === '/index.json' && state.failIndex) || state.fail?.test(url)) throw new Error('503');
    if (!files.has(url) || state.gone?.test(url)) throw new BoardFileGone(`404 ${url}`);
    return structuredClone(files.get(url));
  };
  return { fetchJson, asked, state, order, terms, rebuild };
}

/** The whole engine over those files, its published view merged as the island merges it. */
export function boardSite(jobs: JobSummary[]) {
  const files = boardFiles(jobs);
  let view: Partial<BoardView> = {};
  const board = new BoardController(
    BOARD_URLS,
    (patch) => (view = { ...view, ...patch }),
    async () => null,
    files.fetchJson,
    () => BOARD_NOW,
    jobs.length,
  );
  return { board, asked: files.asked, state: files.state, view: () => view, order: files.order, rebuild: files.rebuild };
}
