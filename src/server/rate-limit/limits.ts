/**
 * Every rate limit, in one table. On Cloudflare each is a Workers rate-limiting binding (its period can
 * only be 10 or 60 seconds, so those limits are per minute and per Cloudflare location); on the Node host
 * it is an in-memory window, which can be longer. wrangler.toml's [[ratelimits]] must match this table
 * (tests/unit/platform-config.test.ts checks it; `npm run limits:toml` prints the block to paste).
 */
export const LIMITS = {
  /** Form and subscribe writes, per client. */
  write: { binding: 'WRITE_LIMITER', namespaceId: '1001', edge: { limit: 5, period: 60 }, host: { limit: 20, windowSeconds: 600 } },
  /**
   * The per-job application address, bounded three ways so contacts cannot be harvested in bulk: per client
   * (30 an hour: a person applying to many jobs in one sitting sends far fewer), per job (30 an hour), and
   * overall (60 an hour on a host; 60 a minute per Cloudflare location at the edge, where traffic is real).
   */
  applyAddress: { binding: 'APPLY_ADDRESS_LIMITER', namespaceId: '1002', edge: { limit: 10, period: 60 }, host: { limit: 30, windowSeconds: 3600 } },
  applyAddressJob: { binding: 'APPLY_ADDRESS_JOB_LIMITER', namespaceId: '1007', edge: { limit: 10, period: 60 }, host: { limit: 30, windowSeconds: 3600 } },
  applyAddressAll: { binding: 'APPLY_ADDRESS_ALL_LIMITER', namespaceId: '1008', edge: { limit: 60, period: 60 }, host: { limit: 60, windowSeconds: 3600 } },
  /** Resume uploads, per client. */
  resume: { binding: 'RESUME_LIMITER', namespaceId: '1003', edge: { limit: 3, period: 60 }, host: { limit: 10, windowSeconds: 3600 } },
  /** Saved-jobs mails, per client. */
  savedJobsClient: { binding: 'SAVED_JOBS_CLIENT_LIMITER', namespaceId: '1004', edge: { limit: 2, period: 60 }, host: { limit: 5, windowSeconds: 3600 } },
  /** Saved-jobs mails, per recipient address. */
  savedJobsRecipient: { binding: 'SAVED_JOBS_RECIPIENT_LIMITER', namespaceId: '1005', edge: { limit: 1, period: 60 }, host: { limit: 3, windowSeconds: 3600 } },
  /** Unsubscribe page and one-click POSTs, per client (slows token guessing). */
  unsubscribe: { binding: 'UNSUBSCRIBE_LIMITER', namespaceId: '1006', edge: { limit: 10, period: 60 }, host: { limit: 30, windowSeconds: 600 } },
  /** Alert confirmations, per recipient address: a form cannot be used to flood someone's inbox. */
  alertRecipient: { binding: 'ALERT_RECIPIENT_LIMITER', namespaceId: '1010', edge: { limit: 2, period: 60 }, host: { limit: 5, windowSeconds: 3600 } },
  /** Which saved jobs are still listed (the saved-jobs dialog), per client. */
  listed: { binding: 'LISTED_LIMITER', namespaceId: '1009', edge: { limit: 20, period: 60 }, host: { limit: 120, windowSeconds: 600 } },
} as const satisfies Record<
  string,
  { binding: string; namespaceId: string; edge: { limit: number; period: 10 | 60 }; host: { limit: number; windowSeconds: number } }
>;

export type LimitName = keyof typeof LIMITS;

/** wrangler.toml's [[ratelimits]] block for this table. */
export function wranglerRateLimits(): string {
  return Object.values(LIMITS)
    .map((l) => `[[ratelimits]]\nname = "${l.binding}"\nnamespace_id = "${l.namespaceId}"\nsimple = { limit = ${l.edge.limit}, period = ${l.edge.period} }\n`)
    .join('\n');
}
