/** Alert deliveries: what is due, planned, sent or failed, and the lock that lets one run deliver at a time. */
import type { AlertStore, Delivery } from '~/features/alerts/alerts.port';
import { bigintArray, type Sql } from '~/server/db/sql';
import { ALERT_COLUMNS, alerts, asService, deliveryRow, keysJson, PERIOD, SLACK } from './alert-rows.store';

type Deliveries = Pick<AlertStore, 'claimRun' | 'releaseRun' | 'due' | 'openDeliveries' | 'plan' | 'advance' | 'markSent' | 'markFailed'>;

export function createAlertDeliveries(sql: Sql): Deliveries {
  const service = asService(sql);
  return {
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
