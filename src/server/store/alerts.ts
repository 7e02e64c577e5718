/** The alert store, written once in SQL; every statement runs as Supabase's service_role. */
import { z } from 'zod';
import { ALERT_FREQUENCIES, CONFIRM_DAYS, type Alert, type AlertStore, type Delivery } from '../alert-store';
import { asRole, bigintArray, type Queryable, type Sql } from '../db/sql';
import { enqueueMails } from './outbox';
import { parseRows } from './rows';

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
const ALERT_COLUMNS = 'a.id, a.email, a.name, a.frequency, a.query, a.status, a.created_at, a.confirmed_at, a.delivered_until';
const deliveryRow = z.object({
  window_start: z.coerce.date(),
  window_end: z.coerce.date(),
  job_ids: z.string(),
  batch: z.string(),
  attempts: z.coerce.number(),
});
/** A period in SQL for a frequency column. */
const PERIOD = `case a.frequency when 'daily' then interval '1 day' else interval '7 days' end`;
/** Scheduled runs start a little early or late: an alert is due up to an hour before its period is up. */
const SLACK = `interval '1 hour'`;

const warn = (m: string) => console.warn(m);
const alerts = (rows: readonly Record<string, unknown>[]) => parseRows(rows, alertRow, 'alert', warn);
const keysJson = (keys: readonly { alertId: string; windowEnd: Date }[]) =>
  JSON.stringify(keys.map((k) => ({ alert_id: k.alertId, window_end: k.windowEnd.toISOString() })));

export function createAlertStore(sql: Sql): AlertStore {
  const service = <T>(fn: (tx: Queryable) => Promise<T>) => asRole(sql, 'service_role', fn);
  return {
    async request(input, confirmation, now = new Date()) {
      return service(async (tx) => {
        const inserted = alerts(
          await tx.query(
            `insert into public.job_alerts as a (email, name, frequency, query, created_at) values ($1, $2, $3, $4, $5)
             on conflict (email, query) do nothing returning ${ALERT_COLUMNS}`,
            [input.email, input.name, input.frequency, input.query, now.toISOString()],
          ),
        )[0];
        const queue = async (alert: Alert) => {
          await enqueueMails(tx, [await confirmation(alert)]);
          await tx.query(`update public.job_alerts set confirm_sent_at = $2 where id = $1`, [alert.id, now.toISOString()]);
        };
        if (inserted) {
          await queue(inserted);
          return { alert: inserted, created: true, mailed: true };
        }
        // Asked again: a pending alert takes the newest frequency, starts its 7 days afresh and gets its
        // confirmation again (a lost mail, or a stranger's request the owner now makes, must never lock the
        // owner out), but keeps its first name (anyone can type the address: a second request must not
        // rewrite what later mails say). What bounds the mails is the per-inbox limit every caller applies
        // first (5 an hour, however the address is spelled).
        const updated = await tx.query(
          `update public.job_alerts a set frequency = $3, created_at = $4 where email = $1 and query = $2 and status = 'pending' returning ${ALERT_COLUMNS}`,
          [input.email, input.query, input.frequency, now.toISOString()],
        );
        const again = alerts(updated)[0];
        if (again) {
          await queue(again);
          return { alert: again, created: false, mailed: true };
        }
        const [existing] = alerts(
          await tx.query(`select ${ALERT_COLUMNS} from public.job_alerts a where email = $1 and query = $2`, [input.email, input.query]),
        );
        // The same work as a new alert (the mail is rendered, then dropped): how long the answer takes must
        // not tell a stranger that this address already has this alert.
        await confirmation(existing!);
        return { alert: existing!, created: false, mailed: false };
      });
    },
    async get(alertId) {
      if (!/^\d{1,18}$/.test(alertId)) return null;
      return alerts(await service((tx) => tx.query(`select ${ALERT_COLUMNS} from public.job_alerts a where id = $1`, [alertId])))[0] ?? null;
    },
    async confirm(alertId, now = new Date()) {
      if (!/^\d{1,18}$/.test(alertId)) return null;
      const rows = await service((tx) =>
        tx.query(
          `update public.job_alerts a set status = 'active', confirmed_at = $2, delivered_until = $2::timestamptz - ${PERIOD}
           where id = $1 and status = 'pending' and created_at > $2::timestamptz - interval '${CONFIRM_DAYS} days' returning ${ALERT_COLUMNS}`,
          [alertId, now.toISOString()],
        ),
      );
      return alerts(rows)[0] ?? null;
    },
    async forEmail(email) {
      return alerts(await service((tx) => tx.query(`select ${ALERT_COLUMNS} from public.job_alerts a where email = $1 order by id`, [email])));
    },
    async update(email, alertId, changes) {
      if (!/^\d{1,18}$/.test(alertId)) return false;
      const rows = await service((tx) =>
        tx.query(
          // A paused or active alert may switch; a pending one stays pending until confirmed.
          `update public.job_alerts set frequency = coalesce($3, frequency), query = coalesce($4, query),
             status = case when status = 'pending' then status else coalesce($5, status) end
           where email = $1 and id = $2 returning id`,
          [email, alertId, changes.frequency ?? null, changes.query ?? null, changes.status ?? null],
        ),
      );
      return rows.length > 0;
    },
    async remove(alertId, email) {
      if (!/^\d{1,18}$/.test(alertId)) return false;
      const rows = await service((tx) =>
        email === undefined
          ? tx.query(`delete from public.job_alerts where id = $1 returning id`, [alertId])
          : tx.query(`delete from public.job_alerts where id = $1 and email = $2 returning id`, [alertId, email]),
      );
      return rows.length > 0;
    },
    async removeQuery(email, query) {
      const rows = await service((tx) => tx.query(`delete from public.job_alerts where email = $1 and query = $2 returning id`, [email, query]));
      return rows.length;
    },
    async claimRun(owner, leaseSeconds) {
      const rows = await service((tx) =>
        tx.query(
          `update public.alert_run_lock set owner = $1, locked_until = now() + make_interval(secs => $2::int)
           where id and (locked_until < now() or owner = $1::uuid) returning id`,
          [owner, leaseSeconds],
        ),
      );
      return rows.length > 0;
    },
    async releaseRun(owner) {
      await service((tx) => tx.query(`update public.alert_run_lock set locked_until = 'epoch' where owner = $1::uuid`, [owner]));
    },
    async expirePending(now) {
      const rows = await service((tx) =>
        tx.query(`delete from public.job_alerts where status = 'pending' and created_at <= $1::timestamptz - interval '${CONFIRM_DAYS} days' returning id`, [
          now.toISOString(),
        ]),
      );
      return rows.length;
    },
    async due(now) {
      return alerts(
        await service((tx) =>
          tx.query(
            `select ${ALERT_COLUMNS} from public.job_alerts a
             where a.status = 'active' and a.delivered_until <= $1::timestamptz - ${PERIOD} + ${SLACK}
               and not exists (select 1 from public.alert_deliveries d where d.alert_id = a.id and d.status <> 'sent')
             order by a.id`,
            [now.toISOString()],
          ),
        ),
      );
    },
    async openDeliveries() {
      const rows = await service((tx) =>
        tx.query(
          `select ${ALERT_COLUMNS}, d.window_start, d.window_end, d.job_ids, d.batch, d.attempts
           from public.alert_deliveries d join public.job_alerts a on a.id = d.alert_id
           where d.status <> 'sent' and a.status = 'active' order by d.batch, a.id`,
        ),
      );
      const out: Delivery[] = [];
      for (const row of rows) {
        const alert = alerts([row])[0];
        const d = deliveryRow.safeParse(row);
        if (!alert || !d.success) continue;
        out.push({
          alert,
          windowStart: d.data.window_start,
          windowEnd: d.data.window_end,
          jobIds: d.data.job_ids.split(','),
          batch: d.data.batch,
          attempts: d.data.attempts,
        });
      }
      return out;
    },
    async plan(deliveries) {
      if (!deliveries.length) return;
      const json = JSON.stringify(
        deliveries.map((d) => ({
          alert_id: d.alertId,
          window_start: d.windowStart.toISOString(),
          window_end: d.windowEnd.toISOString(),
          job_ids: d.jobIds.join(','),
          batch: d.batch,
        })),
      );
      await service((tx) =>
        tx.query(
          `insert into public.alert_deliveries (alert_id, window_start, window_end, job_ids, batch)
           select alert_id, window_start, window_end, job_ids, batch
           from jsonb_to_recordset($1::text::jsonb) as x(alert_id bigint, window_start timestamptz, window_end timestamptz, job_ids text, batch text)
           on conflict (alert_id, window_end) do nothing`,
          [json],
        ),
      );
    },
    async advance(ids, windowEnd) {
      if (!ids.length) return;
      await service((tx) =>
        tx.query(`update public.job_alerts set delivered_until = $2 where id = any($1::bigint[]) and status = 'active'`, [
          bigintArray(ids),
          windowEnd.toISOString(),
        ]),
      );
    },
    async markSent(keys, now = new Date()) {
      if (!keys.length) return;
      const json = keysJson(keys);
      // One statement for both tables: the delivery and its alert's window move together.
      await service((tx) =>
        tx.query(
          `with sent as (
             update public.alert_deliveries d set status = 'sent', sent_at = $2, last_error = null
             from jsonb_to_recordset($1::text::jsonb) as k(alert_id bigint, window_end timestamptz)
             where d.alert_id = k.alert_id and d.window_end = k.window_end
             returning d.alert_id, d.window_end)
           update public.job_alerts a set delivered_until = sent.window_end from sent
           where a.id = sent.alert_id and (a.delivered_until is null or a.delivered_until < sent.window_end)`,
          [json, now.toISOString()],
        ),
      );
    },
    async markFailed(keys, error) {
      if (!keys.length) return;
      await service((tx) =>
        tx.query(
          `update public.alert_deliveries d set status = 'failed', attempts = d.attempts + 1, last_error = $2
           from jsonb_to_recordset($1::text::jsonb) as k(alert_id bigint, window_end timestamptz)
           where d.alert_id = k.alert_id and d.window_end = k.window_end`,
          [keysJson(keys), error.slice(0, 500)],
        ),
      );
    },
  };
}
