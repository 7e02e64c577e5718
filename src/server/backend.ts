/**
 * The data ports over one SQL connection (either driver): the job store, the write store, the mail
 * outbox and the job alerts. The composition roots (root-node.ts, root-worker.ts) choose the driver; this file imports none.
 */
import type { Sql } from './db/sql';
import type { Backend } from './ports/backend';
import { createAlertStore } from '~/features/alerts/alerts.store';
import { createJobStore } from './store/jobs';
import { createMailOutbox } from './store/outbox';
import { createLifecycleStore } from './store/lifecycle';
import { createApplicationStore } from '~/features/applications/applications.store';
import { createSearchNoticeStore } from './store/search-notices';
import { createEmployerStore } from './store/employers';
import { createJobReviewStore } from './store/job-review';
import { createSessionStore } from './store/sessions';
import { createSubmissionStore } from './store/submissions';
import { createWriteStore } from './store/writes';

export type { Backend } from './ports/backend';

export function sqlBackend(sql: Sql): Backend {
  return {
    database: sql.driver,
    sql,
    jobs: createJobStore(sql),
    writes: createWriteStore(sql),
    outbox: createMailOutbox(sql),
    alerts: createAlertStore(sql),
    jobReview: createJobReviewStore(sql),
    employers: createEmployerStore(sql),
    submissions: createSubmissionStore(sql),
    sessions: createSessionStore(sql),
    lifecycle: createLifecycleStore(sql),
    applications: createApplicationStore(sql),
    searchNotices: createSearchNoticeStore(sql),
  };
}
