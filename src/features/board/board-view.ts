/**
 * What the board engine publishes for the island to render, and where the board's files are: the types its
 * parts (loading, matching, paging) and its readers share.
 */
import type { JobSummary } from '~/domain/job-summary';
import type { LatLng } from '~/features/location/geo';
import type { Filters } from './filters';

/** Cards shown first, and added per "Show more": few DOM nodes and few shards per change. */
export const PAGE = 12;

export interface BoardView {
  cards: JobSummary[];
  /** How many jobs match, and how many are listed at all. */
  results: number;
  listed: number;
  /** Set once the first filtered answer is on screen (the build's cards were the unfiltered ones). */
  ready: boolean;
  /** What the count line says while working ("Looking up Austin…"), null when idle. */
  busy: string | null;
  /** 'load': the index could not be loaded (filters off, a retry); 'update': term files or card shards failed. */
  error: 'load' | 'update' | null;
  /** The pay rule the shown results follow, in words (labels.ts payRule), or null. */
  note?: string | null;
  /** The search as read when a typed word found nothing ("orthopedc" read as "orthopedic"), or null. */
  corrected?: { from: string; to: string } | null;
  /** With no results: close words and a wider radius, each with the jobs it would show (none offered at 0). */
  instead?: Instead | null;
  /** The search these results answer. */
  searched?: Filters | null;
  /** The searched place's point, when a location was found: the cards say how far each job is. */
  origin?: LatLng | null;
  /** The place searched, as the board read it (always said), or null without a location. */
  place?: PlaceRead | null;
}

/**
 * A location as read: `name` is the place used ("Austin, TX", "Texas", "Southern California"); null when
 * none was found, with `suggestions` it may have meant. `others` are other places of a bare name (not sure).
 */
export interface PlaceRead {
  typed: string;
  name: string | null;
  /** Searched within the radius of a point (else by state, region or the typed text). */
  near: boolean;
  others: string[];
  suggestions: string[];
}

export interface Instead {
  words: { q: string; jobs: number }[];
  radius: { miles: string; jobs: number } | null;
}

/** Where the board's files are (board-files.server.ts; all immutable, named by the build's content). */
export interface BoardUrls {
  index: string;
  /** The "Recently confirmed" column (compact-index.ts encodeIndex), fetched when that sort is chosen. */
  confirmed: string;
  /** `${cards}${k}.json` is card shard k. */
  cards: string;
  /** The word leaves' manifest. */
  terms: string;
  /** `${words}${k}.json` is word leaf k; `${entries}${slug}.json` a vocabulary entry's leaf. */
  words: string;
  entries: string;
  /** The vocabulary's entries (each has a leaf): what the board needs of keywords.ts, which it does not ship. */
  vocabulary: string[];
}

export function isBoardUrls(raw: unknown): raw is BoardUrls {
  if (!raw || typeof raw !== 'object') return false;
  const u = raw as Record<string, unknown>;
  // Paths on this site only: never another origin's (`//host/…`).
  const named = ['index', 'confirmed', 'cards', 'terms', 'words', 'entries'].every((k) => typeof u[k] === 'string' && /^\/(?!\/)/.test(u[k] as string));
  return named && Array.isArray(u.vocabulary) && u.vocabulary.every((v) => typeof v === 'string');
}
