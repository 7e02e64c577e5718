/**
 * Every rate limit, in one table: a fixed window of `windowSeconds` allowing `limit` requests per key.
 * The Node host counts in memory; the Cloudflare functions count the same windows in PostgreSQL
 * (./sql.ts), since Pages accepts no rate-limiting binding.
 */
export const LIMITS = {
  /** Form and subscribe writes, per client. */
  write: { limit: 20, windowSeconds: 600 },
  /**
   * The per-job application address, bounded three ways so contacts cannot be harvested in bulk: per client
   * (30 an hour: a person applying to many jobs in one sitting sends far fewer), per job (30 an hour), and
   * overall (60 an hour).
   */
  applyAddress: { limit: 30, windowSeconds: 3600 },
  applyAddressJob: { limit: 30, windowSeconds: 3600 },
  applyAddressAll: { limit: 60, windowSeconds: 3600 },
  /** Resume uploads, per client. */
  resume: { limit: 10, windowSeconds: 3600 },
  /** Saved-jobs mails, per client. */
  savedJobsClient: { limit: 5, windowSeconds: 3600 },
  /** Saved-jobs mails, per recipient address. */
  savedJobsRecipient: { limit: 3, windowSeconds: 3600 },
  /** Unsubscribe page and one-click POSTs, per client (slows token guessing). */
  unsubscribe: { limit: 30, windowSeconds: 600 },
  /** Alert confirmations, per recipient address: a form cannot be used to flood someone's inbox. */
  alertRecipient: { limit: 5, windowSeconds: 3600 },
  /** Which saved jobs are still listed (the saved-jobs dialog), per client. */
  listed: { limit: 120, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;

export type LimitName = keyof typeof LIMITS;
