/** What the alert store's two halves share: row shapes, columns, periods, and running as service_role. */
import { z } from 'zod';
import { ALERT_FREQUENCIES, type Alert } from '~/features/alerts/alerts.port';
import { asRole, type Queryable, type Sql } from '~/server/db/sql';
import { parseRows } from '~/server/store/rows';

const id = z.union([z.string(), z.number(), z.bigint()]).transform(String);
const alertRow = z
  .object({
    id,
    email: z.string(),
    name: z.string().nullable(),
    frequency: z.enum(ALERT_FREQUENCIES),
    query: z.string(),
    status: z.enum(['pending', 'active', 'paused']),
    created_at: z.coerce.date(),
    confirmed_at: z.coerce.date().nullable(),
    delivered_until: z.coerce.date().nullable(),
  })
  .transform((r): Alert => ({
    id: r.id,
    email: r.email,
    name: r.name,
    frequency: r.frequency,
    query: r.query,
    status: r.status,
    createdAt: r.created_at,
    confirmedAt: r.confirmed_at,
    deliveredUntil: r.delivered_until,
  }));
export const ALERT_COLUMNS = 'a.id, a.email, a.name, a.frequency, a.query, a.status, a.created_at, a.confirmed_at, a.delivered_until';
export const deliveryRow = z.object({
  window_start: z.coerce.date(),
  window_end: z.coerce.date(),
  job_ids: z.string(),
  batch: z.string(),
  attempts: z.coerce.number(),
});
/** A period in SQL for a frequency column. */
export const PERIOD = `case a.frequency when 'daily' then interval '1 day' else interval '7 days' end`;
/** Scheduled runs start a little early or late: an alert is due up to an hour before its period is up. */
export const SLACK = `interval '1 hour'`;

const warn = (m: string) => console.warn(m);
export const alerts = (rows: readonly Record<string, unknown>[]) => parseRows(rows, alertRow, 'alert', warn);
export const keysJson = (keys: readonly { alertId: string; windowEnd: Date }[]) =>
  JSON.stringify(keys.map((k) => ({ alert_id: k.alertId, window_end: k.windowEnd.toISOString() })));

/** Runs `fn` as service_role. */
export const asService =
  (sql: Sql) =>
  <T>(fn: (tx: Queryable) => Promise<T>) =>
    asRole(sql, 'service_role', fn);
