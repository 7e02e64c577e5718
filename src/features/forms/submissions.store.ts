/** The submissions staff answer (contact, employer interest, CCPA), with CCPA's deadlines; written once in SQL over either driver. */
import type { Sql } from '~/server/db/sql';
import { serviceRole } from '~/server/store/acting';
import type { SubmissionAction, SubmissionStore } from './submissions.port';
import { submission, SUBMISSIONS } from './submission-rows.store';

export function createSubmissionStore(sql: Sql): SubmissionStore {
  const service = serviceRole(sql);

  return {
    async listSubmissions(kind, limit = 200) {
      const { table } = SUBMISSIONS[kind];
      const rows = await service((tx) =>
        tx.query(`select * from public.${table} order by answered_at is not null, created_at desc limit $1`, [Math.min(Math.max(limit, 1), 500)]),
      );
      return rows.map((r) => submission(kind, r));
    },

    async getSubmission(kind, id) {
      if (!/^\d{1,18}$/.test(id)) return null;
      const rows = await service((tx) => tx.query(`select * from public.${SUBMISSIONS[kind].table} where id = $1`, [id]));
      return rows[0] ? submission(kind, rows[0]) : null;
    },

    async markSubmission(kind, id, action, actor) {
      if (!/^\d{1,18}$/.test(id)) return null;
      const { table, ccpa } = SUBMISSIONS[kind];
      if (action !== 'answered' && !ccpa) return null;
      const set: Record<SubmissionAction, string> = {
        answered: 'answered_at = coalesce(answered_at, now()), answered_by = coalesce(answered_by, $2)',
        acknowledged: 'acknowledged_at = coalesce(acknowledged_at, now())',
        // The law allows one extension.
        extended: 'extended_at = coalesce(extended_at, now())',
      };
      const rows = await service((tx) =>
        tx.query(`update public.${table} set ${set[action]} where id = $1 returning *`, action === 'answered' ? [id, actor] : [id]),
      );
      return rows[0] ? submission(kind, rows[0]) : null;
    },

    erasePerson: (email) =>
      service(async (tx) => {
        const n = async (q: string) => (await tx.query(q, [email])).length;
        // Addresses are kept lower case in the alert and subscription tables; compared so everywhere.
        return {
          alerts: await n(`delete from public.job_alerts where email = lower($1) returning 1`),
          subscriptions: await n(`delete from public.email_subscriptions where email = lower($1) returning 1`),
          messages:
            (await n(`delete from public.contact_messages where lower(email) = lower($1) returning 1`)) +
            (await n(`delete from public.employer_interest where lower(email) = lower($1) returning 1`)),
          reports: await n(`update public.job_reports set email = null, email_confirmed_at = null where lower(email) = lower($1) returning 1`),
          // An acknowledgement of the request itself not sent yet still goes (the law asks for it).
          mails: await n(
            `delete from public.mail_outbox where (lower(to_address) = lower($1) or lower(reply_to) = lower($1))
             and (sent_at is not null or kind <> 'ccpa-acknowledgement') returning 1`,
          ),
        };
      }),
  };
}
