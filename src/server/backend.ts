/**
 * The data ports over one SQL connection (either driver): the job store, the write store, the mail
 * outbox and the job alerts. The composition roots (root-node.ts, root-worker.ts) choose the driver; this file imports none.
 */
import type { Sql } from './db/sql';
import type { Backend } from './ports/backend';
import { createAlertStore } from '~/features/alerts/alerts.store';
import { createJobStore } from '~/features/jobs/jobs.store';
import { createMailOutbox } from './store/outbox';
import { createLifecycleStore } from '~/features/job-checks/lifecycle.store';
import { createApplicationStore } from '~/features/applications/applications.store';
import { createReportStore } from '~/features/reports/reports.store';
import { createSearchNoticeStore } from '~/features/publishing/search-notices.store';
import { createEmployerStore } from '~/features/staff/employers.store';
import { createJobReviewStore } from '~/features/staff/job-review.store';
import { createSessionStore } from '~/features/staff/sessions.store';
import { createSubmissionStore } from '~/features/staff/submissions.store';
import { createWriteStore } from '~/features/forms/writes.store';

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
    reports: createReportStore(sql),
  };
}
