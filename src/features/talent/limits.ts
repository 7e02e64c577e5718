/** This capability's rate limits (a fixed window of `windowSeconds` allowing `limit` requests per key); src/server/backend.ts lists every capability's. */
export const TALENT_LIMITS = {
  /** A clinician at work on their profile, or an employer searching the pool, per client. */
  talent: { limit: 120, windowSeconds: 600 },
  /** A request's answer page, opened from a signed link in its mail, per client (slows token guessing). */
  talentLink: { limit: 30, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
