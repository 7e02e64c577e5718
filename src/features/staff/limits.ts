/** This capability's rate limits (a fixed window of `windowSeconds` allowing `limit` requests per key); the host and the functions count them (src/server/backend.ts lists every capability's). */
export const STAFF_LIMITS = {
  /** Staff API calls, per client: a console session makes a few a minute; token guessing is slowed. */
  staff: { limit: 300, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
