/**
 * When a change to the jobs reaches the site. Production: the database asks the deploy workflow to build
 * and deploy (at most one dispatch a minute). The local host: it rebuilds itself in the background
 * (scripts/host/rebuild.ts), or not at all when told not to.
 */
export interface SiteBuildStatus {
  /** `local`: this host rebuilds itself; `dispatch`: the deploy workflow does; `manual`: someone runs the build. */
  mode: 'local' | 'dispatch' | 'manual';
  state: 'idle' | 'waiting' | 'building' | 'failed';
  /** The server's clock when this was read: a change answered before it is included once `liveUntil` reaches it. */
  now: string;
  /** Changes made before this time are on the site (the start of the last build that went live). */
  liveUntil: string | null;
  /** When that build went live, and how long it took. */
  builtAt: string | null;
  lastBuildSeconds: number | null;
  /** Seconds until a change made now should be live, when the host can tell. */
  expectSeconds: number | null;
  error: string | null;
}

export interface SiteBuild {
  status(): SiteBuildStatus;
}

/** Where no rebuild runs here: production's dispatch, or a host told not to rebuild. */
export function fixedSiteBuild(mode: 'dispatch' | 'manual'): SiteBuild {
  return {
    status: () => ({
      mode,
      state: 'idle',
      now: new Date().toISOString(),
      liveUntil: null,
      builtAt: null,
      lastBuildSeconds: null,
      expectSeconds: null,
      error: null,
    }),
  };
}
