/** The data ports over one SQL connection, as the composition roots hand them out (adapter: ../backend.ts). */
import type { Sql } from '../db/sql';
import type { AlertStore } from './alert-store';
import type { ApplicationStore } from './application-store';
import type { JobStore } from './job-store';
import type { MailOutbox } from './outbox';
import type { LifecycleStore } from './lifecycle-store';
import type { ReportStore } from './report-store';
import type { SearchNoticeStore } from './search-notice-store';
import type { EmployerStore, JobReviewStore, SessionStore, SubmissionStore } from './staff-store';
import type { WriteStore } from './write-store';

export interface Backend {
  database: 'pglite' | 'postgres';
  sql: Sql;
  jobs: JobStore;
  writes: WriteStore;
  outbox: MailOutbox;
  alerts: AlertStore;
  jobReview: JobReviewStore;
  employers: EmployerStore;
  submissions: SubmissionStore;
  sessions: SessionStore;
  lifecycle: LifecycleStore;
  searchNotices: SearchNoticeStore;
  applications: ApplicationStore;
  reports: ReportStore;
}
