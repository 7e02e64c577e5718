/** The write store, written once in SQL; every write runs as Supabase's service_role. */
import { asRole, sqlState, type Queryable, type Sql } from '~/server/db/sql';
import { SUBMISSION_COLUMNS, type WriteStore } from './writes.port';
import { enqueueMails } from '~/server/store/mail-outbox.store';

export function createWriteStore(sql: Sql): WriteStore {
  const service = <T>(fn: (tx: Queryable) => Promise<T>) => asRole(sql, 'service_role', fn);
  return {
    async submit(table, row, { idempotencyKey, mails }) {
      const columns = [...SUBMISSION_COLUMNS[table], 'idempotency_key'];
      const values = [...SUBMISSION_COLUMNS[table].map((c) => row[c] ?? null), idempotencyKey];
      return service(async (tx) => {
        const inserted = await tx.query<{ id: string | number }>(
          `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})
           on conflict (idempotency_key) do nothing returning id`,
          values,
        );
        if (inserted[0]) {
          const id = String(inserted[0].id);
          await enqueueMails(tx, mails(id));
          return { id, replay: false };
        }
        // Only a repeated key conflicts (NULL keys never do): answer with the first submission.
        const first = await tx.query<{ id: string | number }>(`select id from public.${table} where idempotency_key = $1`, [idempotencyKey]);
        return { id: String(first[0]!.id), replay: true };
      });
    },
    async recordResume(row) {
      await service((tx) =>
        tx.query(
          'insert into public.resume_uploads (file_name, file_path, uploaded_by_email, job_id, company_name, file_size) values ($1, $2, $3, $4, $5, $6)',
          [row.file_name, row.file_path, row.uploaded_by_email, row.job_id, row.company_name, row.file_size],
        ),
      );
    },
    async reserveResume(day, bytes, limit) {
      const rows = await service((tx) =>
        tx.query(
          `insert into public.resume_budget_days as b (day, files, bytes) select $1::date, 1, $2::bigint where $2::bigint <= $4::bigint
           on conflict (day) do update set files = b.files + 1, bytes = b.bytes + excluded.bytes
             where b.files + 1 <= $3::int and b.bytes + excluded.bytes <= $4::bigint
           returning 1`,
          [day, bytes, limit.files, limit.bytes],
        ),
      );
      return rows.length > 0;
    },
    async releaseResume(day, bytes) {
      await service((tx) =>
        tx.query(`update public.resume_budget_days set files = greatest(files - 1, 0), bytes = greatest(bytes - $2::bigint, 0) where day = $1::date`, [
          day,
          bytes,
        ]),
      );
    },
    async resumeUsage(since) {
      const [row] = await service((tx) =>
        tx.query<{ count: number; bytes: number }>(
          `select count(*)::int as count, coalesce(sum(file_size), 0)::bigint as bytes from public.resume_uploads where created_at >= $1`,
          [since.toISOString()],
        ),
      );
      return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
    },
    async subscribe(name, email) {
      try {
        await service((tx) =>
          tx.query(`insert into public.email_subscriptions (name, email, subscription_type, is_active) values ($1, $2, 'weekly_jobs', true)`, [name, email]),
        );
        return 'created';
      } catch (error) {
        // A duplicate is a real 23505 from the unique constraint, as the spec's error catalogue has it.
        if (sqlState(error) !== '23505') throw error;
        const back = await service((tx) =>
          tx.query(
            `update public.email_subscriptions set is_active = true, name = $1 where email = $2 and subscription_type = 'weekly_jobs' and not is_active returning id`,
            [name, email],
          ),
        );
        return back.length > 0 ? 'created' : 'duplicate';
      }
    },
    async unsubscribe(email) {
      const rows = await service((tx) =>
        tx.query(`update public.email_subscriptions set is_active = false where email = $1 and subscription_type = 'weekly_jobs' and is_active returning id`, [
          email,
        ]),
      );
      return rows.length > 0;
    },
  };
}
