/** This capability's rate limits (a fixed window of `windowSeconds` allowing `limit` requests per key); the host and the functions count them (src/server/backend.ts lists every capability's). */
export const ALERT_LIMITS = {
  /** Unsubscribe page and one-click POSTs, per client (slows token guessing). */
  unsubscribe: { limit: 30, windowSeconds: 600 },
  /** An alert's confirm and manage pages, opened from a signed link, per client (slows token guessing). */
  alertLink: { limit: 30, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
