/** This capability's rate limits (a fixed window of `windowSeconds` allowing `limit` requests per key); the host and the functions count them (src/server/backend.ts lists every capability's). */
export const SAVED_JOBS_LIMITS = {
  /** Saved-jobs mails, per client. */
  savedJobsClient: { limit: 5, windowSeconds: 3600 },
  /** Which saved jobs are still listed (the saved-jobs dialog), per client. */
  listed: { limit: 120, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
