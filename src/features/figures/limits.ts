/** This capability's rate limits (a fixed window of `windowSeconds` allowing `limit` requests per key); the host and the functions count them (src/server/backend.ts lists every capability's). */
export const FIGURE_LIMITS = {
  /**
   * Job counters (views, apply starts, saves), per client: a person reads far fewer than 120 job pages in
   * 10 minutes; a script cannot inflate one job's figures past that.
   */
  beacon: { limit: 120, windowSeconds: 600 },
  /** One counted event per job and kind per client an hour (a reload or a script repeating it counts once). */
  beaconEvent: { limit: 1, windowSeconds: 3600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
