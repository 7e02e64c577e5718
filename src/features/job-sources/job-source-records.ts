/** What the account and the console show of a practice's job sources: its API keys and its feeds with their runs. */
import type { ApiResult } from '~/lib/api';

/** What the account hands each of its sections: its signed-in call, one change at a time, the announcement, a reload. */
export interface SectionActions {
  call: <T>(path: string, method?: string, body?: unknown) => Promise<ApiResult<T>>;
  once: (work: () => Promise<void>) => Promise<void>;
  busy: boolean;
  say: (text: string, error?: boolean) => void;
  reload: () => Promise<void>;
}
export interface ApiKey {
  id: string;
  employerId: string;
  name: string;
  /** The key's first characters, to tell keys apart. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/** One feed's pass, as its report says it. */
export interface FeedRun {
  feedId: string;
  outcome: 'read' | 'unchanged' | 'failed';
  created: number;
  updated: number;
  unchanged: number;
  closed: number;
  /** Jobs the practice already had on the board that the feed's job was recognised as, and took over. */
  matched: number;
  refused: { reference: string; reason: string }[];
  error: string | null;
}

/** A run as the practice and staff read it. */
export interface FeedRunReport extends Omit<FeedRun, 'feedId'> {
  startedAt: string;
  finishedAt: string;
}

/** A feed as the practice and staff see it, with its last 5 runs, newest first. */
export interface FeedView {
  id: string;
  employerId: string;
  /** The practice's name (in staff's list). */
  employerName?: string;
  url: string;
  contact: string;
  createdAt: string;
  /** Open jobs the feed brought. */
  jobs: number;
  runs: FeedRunReport[];
}
