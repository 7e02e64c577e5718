/** This capability's rate limits (a fixed window of `windowSeconds` allowing `limit` requests per key); the host and the functions count them (src/server/backend.ts lists every capability's). */
export const POSTING_LIMITS = {
  /** The employer's pages, opened from a signed link, per client (slows token guessing). */
  employerLink: { limit: 60, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
