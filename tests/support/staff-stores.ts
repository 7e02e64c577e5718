/** Every staff-side store over one database, as one object: tests cross the capabilities in one story. */
import type { Sql } from '../../src/server/db/sql';
import { createEmployerStore } from '../../src/features/staff/employers.store';
import { createJobReviewStore } from '../../src/features/staff/job-review.store';
import { createSessionStore } from '../../src/features/staff/sessions.store';
import { createSubmissionStore } from '../../src/features/staff/submissions.store';

export const createStaffStores = (sql: Sql) => ({
  ...createJobReviewStore(sql),
  ...createEmployerStore(sql),
  ...createSubmissionStore(sql),
  ...createSessionStore(sql),
});
export type StaffStores = ReturnType<typeof createStaffStores>;
