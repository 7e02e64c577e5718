/**
 * The data ports over one SQL connection (either driver): the job store, the write store, the mail
 * outbox and the job alerts. The composition roots (root-node.ts, root-worker.ts) choose the driver; this file imports none.
 */
import type { AlertStore } from './alert-store';
import type { Sql } from './db/sql';
import type { JobStore } from './job-store';
import { createAlertStore } from './store/alerts';
import { createJobStore } from './store/jobs';
import { createMailOutbox, type MailOutbox } from './store/outbox';
import { createWriteStore } from './store/writes';
import type { WriteStore } from './write-store';

export interface Backend {
  database: 'pglite' | 'postgres';
  sql: Sql;
  jobs: JobStore;
  writes: WriteStore;
  outbox: MailOutbox;
  alerts: AlertStore;
}

export function sqlBackend(sql: Sql): Backend {
  return { database: sql.driver, sql, jobs: createJobStore(sql), writes: createWriteStore(sql), outbox: createMailOutbox(sql), alerts: createAlertStore(sql) };
}
