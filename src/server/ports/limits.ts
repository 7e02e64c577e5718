/**
 * Every rate limit, in one table: a fixed window of `windowSeconds` allowing `limit` requests per key.
 * The Node host counts in memory; the Cloudflare functions count the same windows in PostgreSQL
 * (./sql.ts), since Pages accepts no rate-limiting binding.
 */
export const LIMITS = {
  /** Form and subscribe writes, per client. */
  write: { limit: 20, windowSeconds: 600 },
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
  /** Saved-jobs mails, per client. */
  savedJobsClient: { limit: 5, windowSeconds: 3600 },
  /** Unsubscribe page and one-click POSTs, per client (slows token guessing). */
  unsubscribe: { limit: 30, windowSeconds: 600 },
  /** Pages opened from a signed link, per client and kind of link (slows token guessing): an alert's confirm and manage pages, the employer's pages, My applications. */
  alertLink: { limit: 30, windowSeconds: 600 },
  employerLink: { limit: 60, windowSeconds: 600 },
  applicationsLink: { limit: 30, windowSeconds: 600 },
  reportLink: { limit: 30, windowSeconds: 600 },
  /**
   * Every mail a stranger can make us send to an address (alert and weekly-card confirmations, saved-jobs
   * mails, the My applications link, CCPA acknowledgements) counts against the client asking, for that
   * inbox (`recipientKey`, however the address is spelled): 5 an hour. Never against the inbox as a whole,
   * so a stranger's requests spend the stranger's budget and the owner can always ask for their own.
   */
  inbox: { limit: 5, windowSeconds: 3600 },
  // And whoever asks, from however many networks, one inbox receives at most 5 such mails a day: the
  // database drops the rest as they are queued (mail_outbox_inbox_cap), the request still taken.
  /** Which saved jobs are still listed (the saved-jobs dialog), per client. */
  listed: { limit: 120, windowSeconds: 600 },
  /**
   * Job counters (views, apply starts, saves), per client: a person reads far fewer than 120 job pages in
   * 10 minutes; a script cannot inflate one job's figures past that.
   */
  beacon: { limit: 120, windowSeconds: 600 },
  /** One counted event per job and kind per client an hour (a reload or a script repeating it counts once). */
  beaconEvent: { limit: 1, windowSeconds: 3600 },
  /** Reports of jobs, per client (the database also takes at most 10 a day from one client and 50 a day for one job). */
  report: { limit: 10, windowSeconds: 3600 },
  /** Staff API calls, per client: a console session makes a few a minute; token guessing is slowed. */
  staff: { limit: 300, windowSeconds: 600 },
} as const satisfies Record<string, { limit: number; windowSeconds: number }>;

export type LimitName = keyof typeof LIMITS;
