/**
 * What each capability brings the server, listed once: its store over one SQL connection (either driver),
 * built from its own folder's factory, and its rate limits. `Backend` and `LimitName` are derived from these
 * lists. The composition roots (root-node.ts, root-worker.ts) choose the driver; this file imports none.
 */
import type { Sql } from './db/sql';
import { createAlertStore } from '~/features/alerts/alerts.store';
import { createJobStore } from '~/features/jobs/jobs.store';
import { createMailOutbox } from './store/mail-outbox.store';
import { createLifecycleStore } from '~/features/postings/lifecycle.store';
import { createApplicationStore } from '~/features/applications/applications.store';
import { createReportStore } from '~/features/reports/reports.store';
import { createSearchNoticeStore } from '~/features/publishing/search-notices.store';
import { createEmployerStore } from '~/features/employers/employers.store';
import { createJobReviewStore } from '~/features/postings/job-review.store';
import { createSessionStore } from '~/features/auth/sessions.store';
import { createSubmissionStore } from '~/features/forms/submissions.store';
import { createWriteStore } from '~/features/forms/writes.store';
import { SHARED_LIMITS } from './ports/limits';
import { ALERT_LIMITS } from '~/features/alerts/limits';
import { APPLICATION_LIMITS } from '~/features/applications/limits';
import { POSTING_LIMITS } from '~/features/postings/limits';
import { FIGURE_LIMITS } from '~/features/figures/limits';
import { REPORT_LIMITS } from '~/features/reports/limits';
import { SAVED_JOBS_LIMITS } from '~/features/saved-jobs/limits';
import { STAFF_LIMITS } from '~/features/staff/limits';
import { EMPLOYER_LIMITS } from '~/features/employers/limits';
import { JOB_SOURCE_LIMITS } from '~/features/job-sources/limits';
import { TALENT_LIMITS } from '~/features/talent/limits';

const STORES = {
  jobs: createJobStore,
  writes: createWriteStore,
  outbox: createMailOutbox,
  alerts: createAlertStore,
  jobReview: createJobReviewStore,
  employers: createEmployerStore,
  submissions: createSubmissionStore,
  sessions: createSessionStore,
  lifecycle: createLifecycleStore,
  applications: createApplicationStore,
  searchNotices: createSearchNoticeStore,
  reports: createReportStore,
} as const;

type Stores = { [K in keyof typeof STORES]: ReturnType<(typeof STORES)[K]> };

export interface Backend extends Stores {
  database: Sql['driver'];
  sql: Sql;
  /**
   * A capability's own store, built over this connection on first use and kept: a store only its own
   * handlers reach needs no entry above (its folder, its function stub and its migration are all it adds).
   */
  store<T>(create: (sql: Sql) => T): T;
}

export function sqlBackend(sql: Sql): Backend {
  const stores = Object.fromEntries(Object.entries(STORES).map(([name, create]) => [name, create(sql)])) as Stores;
  const own = new Map<(sql: Sql) => unknown, unknown>();
  const store = <T>(create: (sql: Sql) => T): T => {
    if (!own.has(create)) own.set(create, create(sql));
    return own.get(create) as T;
  };
  return { database: sql.driver, sql, store, ...stores };
}

/** Each capability's limits, and those no one capability owns; a name is one capability's (a test checks). */
export const LIMIT_TABLES = [
  SHARED_LIMITS,
  ALERT_LIMITS,
  APPLICATION_LIMITS,
  POSTING_LIMITS,
  FIGURE_LIMITS,
  REPORT_LIMITS,
  SAVED_JOBS_LIMITS,
  STAFF_LIMITS,
  EMPLOYER_LIMITS,
  JOB_SOURCE_LIMITS,
  TALENT_LIMITS,
] as const;
export const LIMITS = Object.assign({}, ...LIMIT_TABLES) as UnionToIntersection<(typeof LIMIT_TABLES)[number]>;
export type LimitName = keyof typeof LIMITS;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;
