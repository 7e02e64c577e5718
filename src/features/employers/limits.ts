/** This capability's rate limits (a fixed window of `windowSeconds` allowing `limit` requests per key); src/server/backend.ts lists every capability's. */
export const EMPLOYER_LIMITS = {
  /** An employer's people at work, per client: a few calls a minute; token guessing is slowed. */
  employer: { limit: 120, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
