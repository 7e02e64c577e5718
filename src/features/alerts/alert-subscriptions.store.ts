/** Alert subscriptions: asking (with the confirmation mail), confirming, reading and managing alerts. */
import { CONFIRM_DAYS, type Alert, type AlertStore } from '~/features/alerts/alerts.port';
import type { Sql } from '~/server/db/sql';
import { enqueueMails } from '~/server/store/mail-outbox.store';
import { ALERT_COLUMNS, alerts, asService, PERIOD } from './alert-rows.store';

type Subscriptions = Pick<AlertStore, 'request' | 'get' | 'confirm' | 'forEmail' | 'update' | 'remove' | 'removeQuery' | 'expirePending'>;

export function createAlertSubscriptions(sql: Sql): Subscriptions {
  const service = asService(sql);
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
    async expirePending(now) {
      const rows = await service((tx) =>
        tx.query(`delete from public.job_alerts where status = 'pending' and created_at <= $1::timestamptz - interval '${CONFIRM_DAYS} days' returning id`, [
          now.toISOString(),
        ]),
      );
      return rows.length;
    },
  };
}
