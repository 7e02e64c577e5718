/** This capability's rate limits (a fixed window of `windowSeconds` allowing `limit` requests per key); the host and the functions count them (src/server/backend.ts lists every capability's). */
export const REPORT_LIMITS = {
  /** A report's confirmation page, opened from a signed link, per client (slows token guessing). */
  reportLink: { limit: 30, windowSeconds: 600 },
  /** Reports of jobs, per client (the database also takes at most 10 a day from one client and 50 a day for one job). */
  report: { limit: 10, windowSeconds: 3600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
