/** This capability's rate limits (a fixed window of `windowSeconds` allowing `limit` requests per key); the host and the functions count them (src/server/backend.ts lists every capability's). */
export const APPLICATION_LIMITS = {
  /**
   * The per-job application address, bounded three ways so contacts cannot be harvested in bulk: per client
   * (30 an hour: a person applying to many jobs in one sitting sends far fewer), per job and sending network
   * (10 an hour: one network's asks never shut the job for everyone else), and overall (60 an hour, charged
   * only for jobs that exist).
   */
  applyAddress: { limit: 30, windowSeconds: 3600 },
  applyAddressJob: { limit: 10, windowSeconds: 3600 },
  applyAddressAll: { limit: 60, windowSeconds: 3600 },
  /**
   * Fairness: a client's first 3 asks of the hour (`applyAddressFirst`, per client) draw on a reserve of
   * their own (`applyAddressReserve`, overall), so one place spending the overall budget never shuts out
   * the next applicant.
   */
  applyAddressFirst: { limit: 3, windowSeconds: 3600 },
  applyAddressReserve: { limit: 40, windowSeconds: 3600 },
  /** Resume uploads, per client. */
  resume: { limit: 10, windowSeconds: 3600 },
  /** A client's first resume of the day (fairness: it may use the day's reserve; see functions/api/resumes). */
  resumeFirst: { limit: 1, windowSeconds: 86_400 },
  /**
   * Resumes per network a day (IPv4 /24, IPv6 /48: `networkKey`): many addresses of one network are one
   * sender as far as the shared budget goes, so they cannot spend it for everyone.
   */
  resumeNetwork: { limit: 20, windowSeconds: 86_400 },
  /** Resume links opened, per client (an employer opens a few; forged tokens are slowed). */
  resumeOpen: { limit: 60, windowSeconds: 600 },
  /** A resume counts as downloaded once a day, per file, however often its link is opened. */
  resumeCount: { limit: 1, windowSeconds: 86_400 },
  /**
   * Applications through the site, each charged to the sender: per client (a person applying in one
   * sitting sends far fewer than 10 an hour), per sending network and applicant inbox (folded: 10 a day)
   * and per sending network and job (3 an hour: a household applies a few times, not thirty). None is
   * keyed on the job or the inbox alone, so nobody can shut a job, or a person, out of applying.
   */
  applicationClient: { limit: 10, windowSeconds: 3600 },
  applicationInbox: { limit: 10, windowSeconds: 86_400 },
  applicationJob: { limit: 3, windowSeconds: 3600 },
  /** My applications, opened from a signed link, per client (slows token guessing). */
  applicationsLink: { limit: 30, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;
