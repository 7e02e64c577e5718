/** Which job URLs search engines were last told about; SQL in src/features/publishing/search-notices.store.ts. */
export interface SearchNoticeStore {
  /** Records the deployed job URLs: new or returning ones become `updated`, vanished ones `deleted` (both unsent). */
  record(urls: readonly string[], at: Date): Promise<{ updated: number; deleted: number }>;
  /** Changes IndexNow has not heard of, newest first. */
  pendingIndexNow(limit: number): Promise<string[]>;
  markIndexNow(urls: readonly string[], at: Date): Promise<void>;
  /** Google notices sent on this UTC day. */
  googleSent(day: string): Promise<number>;
  /** Changes Google has not heard of: new URLs first (newest first), then removals. */
  pendingGoogle(limit: number): Promise<{ url: string; state: 'updated' | 'deleted' }[]>;
  /** One notice sent: marks the URL and counts it against the day's quota. */
  markGoogle(url: string, at: Date): Promise<void>;
  googleWaiting(): Promise<number>;
}
