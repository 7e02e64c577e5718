/**
 * The rate limits no one capability owns: a fixed window of `windowSeconds` allowing `limit` requests per
 * key. Each capability keeps its own in its folder's `limits.ts`; src/server/backend.ts lists them all. The
 * Node host counts in memory; the Cloudflare functions count the same windows in PostgreSQL
 * (../rate-limit/sql.ts), since Pages accepts no rate-limiting binding.
 */
export const SHARED_LIMITS = {
  /** Form and subscribe writes, per client. */
  write: { limit: 20, windowSeconds: 600 },
  /**
   * Every mail a stranger can make us send to an address (alert and weekly-card confirmations, saved-jobs
   * mails, the My applications link, CCPA acknowledgements) counts against the client asking, for that
   * inbox (`recipientKey`, however the address is spelled): 5 an hour. Never against the inbox as a whole,
   * so a stranger's requests spend the stranger's budget and the owner can always ask for their own.
   */
  inbox: { limit: 5, windowSeconds: 3600 },
  // And whoever asks, from however many networks, one inbox receives at most 5 such mails a day: the
  // database drops the rest as they are queued (mail_outbox_inbox_cap), the request still taken.
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
