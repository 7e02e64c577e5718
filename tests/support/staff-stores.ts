/** Every staff-side store over one database, as one object: tests cross the capabilities in one story. */
import type { Sql } from '../../src/server/db/sql';
import { createEmployerStore } from '../../src/server/store/employers';
import { createJobReviewStore } from '../../src/server/store/job-review';
import { createSessionStore } from '../../src/server/store/sessions';
import { createSubmissionStore } from '../../src/server/store/submissions';

export const createStaffStores = (sql: Sql) => ({
  ...createJobReviewStore(sql),
  ...createEmployerStore(sql),
  ...createSubmissionStore(sql),
  ...createSessionStore(sql),
});
export type StaffStores = ReturnType<typeof createStaffStores>;
