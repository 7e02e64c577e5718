import type { PGlite } from '@electric-sql/pglite';
import { SUBMISSION_COLUMNS, type Subscriber, type WriteStore } from '../write-store';

export function createPgliteWriteStore(getDb: () => Promise<PGlite>): WriteStore {
  return {
    async insertSubmission(table, row) {
      const columns = SUBMISSION_COLUMNS[table];
      const db = await getDb();
      const result = await db.query<{ id: number }>(
        `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
        columns.map((c) => row[c] ?? null),
      );
      return String(result.rows[0]!.id);
    },
    async recordResume(row) {
      const db = await getDb();
      await db.query('insert into public.resume_uploads (file_name, file_path, uploaded_by_email, job_id, company_name) values ($1, $2, $3, $4, $5)', [
        row.file_name,
        row.file_path,
        row.uploaded_by_email,
        row.job_id,
        row.company_name,
      ]);
    },
    async subscribe(name, email) {
      const db = await getDb();
      try {
        await db.query(`insert into public.email_subscriptions (name, email, subscription_type, is_active) values ($1, $2, 'weekly_jobs', true)`, [name, email]);
        return 'created';
      } catch (error) {
        if ((error as { code?: string }).code !== '23505') throw error;
        const back = await db.query(`update public.email_subscriptions set is_active = true, name = $1 where email = $2 and subscription_type = 'weekly_jobs' and not is_active`, [name, email]);
        return back.affectedRows ? 'created' : 'duplicate';
      }
    },
    async activeSubscribers() {
      const db = await getDb();
      const result = await db.query<Subscriber>(`select name, email from public.email_subscriptions where subscription_type = 'weekly_jobs' and is_active order by id`);
      return result.rows;
    },
    async unsubscribe(email) {
      const db = await getDb();
      const result = await db.query(`update public.email_subscriptions set is_active = false where email = $1 and subscription_type = 'weekly_jobs' and is_active`, [email]);
      return (result.affectedRows ?? 0) > 0;
    },
  };
}
