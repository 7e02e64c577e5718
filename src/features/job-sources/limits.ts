/** This capability's rate limits (a fixed window of `windowSeconds` allowing `limit` requests per key); src/server/backend.ts lists every capability's. */
export const JOB_SOURCE_LIMITS = {
  /** A tracking system's calls, per API key: a full sync of a few hundred jobs an hour fits. */
  apiKey: { limit: 600, windowSeconds: 600 },
  /** Calls with a key that is not one, per client (slows guessing). */
  apiKeyGuess: { limit: 20, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
