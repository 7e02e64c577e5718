/** Applications through the site, written once in SQL over either driver, as Supabase's service_role. */
import { z } from 'zod';
import { EMPLOYER_STATUSES } from '~/domain/application';
import { asRole, type Queryable, type Row, type Sql } from '~/server/db/sql';
import type { ApplicationStore, ApplicationView } from '~/features/applications/applications.port';
import { recipientKey } from '~/server/ports/rate-limit';
import { enqueueMails } from '~/server/store/mail-outbox.store';
import { column, withJobUrl } from '~/server/store/rows';

const isId = (id: string) => /^\d{1,18}$/.test(id);

// Columns named as the view's fields, so one schema checks and shapes a row.
const VIEW = `a.id, a.job_id as "jobId", a.name, a.email, a.status, a.status_at as "statusAt", a.viewed_at as "viewedAt", a.spam_at as "spamAt", a.created_at as "createdAt",
  a.message, a.resume_path as "resumePath", j.job_title as "jobTitle", j.employer_name as employer, j.slug
  from public.applications a join public.jobs j on j.id = a.job_id`;
const ViewRow = z
  .object({ id: column.id, jobId: column.id, jobTitle: z.string(), employer: z.string(), slug: z.string().nullable(), name: z.string(), email: z.string() })
  .extend({
    status: z.enum(['sent', ...EMPLOYER_STATUSES]),
    statusAt: column.time,
    viewedAt: column.time,
    spamAt: column.time,
    createdAt: column.time.pipe(z.string()),
  })
  .extend({ message: z.string(), resumePath: z.string().nullable() })
  .transform(withJobUrl);
const view = (r: Row): ApplicationView => ViewRow.parse(r);

/** Deletes the resume-upload records of these files too (they name the uploader); the files' paths back. */
async function forgetResumes(tx: Queryable, paths: string[]): Promise<string[]> {
  // As JSON text: both drivers pass it alike (an array parameter they do not).
  if (paths.length)
    await tx.query(`delete from public.resume_uploads where file_path in (select jsonb_array_elements_text($1::text::jsonb))`, [JSON.stringify(paths)]);
  return paths;
}

/** Status mails one application may send in a day. */
const STATUS_MAILS_A_DAY = 3;

export function createApplicationStore(sql: Sql): ApplicationStore {
  const service = <T>(fn: (tx: Queryable) => Promise<T>) => asRole(sql, 'service_role', fn);
  const get = (tx: Queryable, id: string) => tx.query(`select ${VIEW} where a.id = $1`, [id]).then((rows) => (rows[0] ? view(rows[0]) : null));
  return {
    submit: (app, mails) =>
      service(async (tx) => {
        const inserted = await tx.query<{ id: string | number }>(
          `insert into public.applications (job_id, name, email, inbox_key, message, resume_path, idempotency_key)
           values ($1, $2, $3, $4, $5, $6, $7) on conflict do nothing returning id`,
          [app.jobId, app.name, app.email, app.inboxKey, app.message, app.resumePath, app.idempotencyKey],
        );
        if (inserted[0]) {
          const id = String(inserted[0].id);
          await enqueueMails(tx, await mails(id));
          return { id, replay: false };
        }
        // Not inserted: a retry of this very submit, or this inbox's earlier application to the job.
        const retry = app.idempotencyKey
          ? await tx.query<{ id: string | number }>(`select id from public.applications where idempotency_key = $1`, [app.idempotencyKey])
          : [];
        if (retry[0]) return { id: String(retry[0].id), replay: true };
        const first = await tx.query<{ id: string | number; created_at: string | Date }>(
          `select id, created_at from public.applications where job_id = $1 and inbox_key = $2 and not repeat_of_earlier`,
          [app.jobId, app.inboxKey],
        );
        return { id: String(first[0]!.id), replay: true, already: new Date(first[0]!.created_at).toISOString() };
      }),

    get: (id) => (isId(id) ? service((tx) => get(tx, id)) : Promise.resolve(null)),

    setStatus: (id, status, now, mail) =>
      !isId(id)
        ? Promise.resolve(null)
        : service(async (tx) => {
            // One row changes per new status, whatever answers at once: the mail goes with the change.
            const changed = await tx.query(
              `update public.applications set status = $2, status_at = $3 where id = $1 and status is distinct from $2 returning id`,
              [id, status, now.toISOString()],
            );
            const app = await get(tx, id);
            if (!app) return null;
            if (!changed[0]) return 'same';
            // The applicant hears of each status once, and of at most 3 changes a day (the row's update
            // above holds concurrent answers back until this one commits).
            const mailed = await tx.query(
              `insert into public.application_status_mails (application_id, status, sent_at)
               select $1, $2, $3::timestamptz
               where (select count(*) from public.application_status_mails where application_id = $1 and sent_at > $3::timestamptz - interval '1 day') < $4
               on conflict do nothing returning 1`,
              [id, status, now.toISOString(), STATUS_MAILS_A_DAY],
            );
            if (!mailed[0]) return 'changed-quietly';
            await enqueueMails(tx, [mail(app)]);
            return 'changed';
          }),

    async markViewed(resumePath, now) {
      const rows = await service((tx) =>
        tx.query(`update public.applications set viewed_at = $2 where resume_path = $1 and viewed_at is null returning id`, [resumePath, now.toISOString()]),
      );
      return rows.length;
    },

    async markOpened(id, now) {
      if (!isId(id)) return;
      await service((tx) => tx.query(`update public.applications set opened_at = $2 where id = $1 and opened_at is null`, [id, now.toISOString()]));
    },

    async markSpam(id, now) {
      if (!isId(id)) return false;
      const rows = await service((tx) =>
        tx.query(`update public.applications set spam_at = coalesce(spam_at, $2) where id = $1 returning id`, [id, now.toISOString()]),
      );
      return rows.length > 0;
    },

    mine: (inboxKey) =>
      service((tx) => tx.query(`select ${VIEW} where a.inbox_key = $1 order by a.created_at desc, a.id desc`, [inboxKey]).then((rows) => rows.map(view))),
    forJob: (jobId, limit) =>
      isId(jobId)
        ? service((tx) =>
            tx.query(`select ${VIEW} where a.job_id = $1 order by a.created_at desc, a.id desc limit $2`, [jobId, limit]).then((rows) => rows.map(view)),
          )
        : Promise.resolve([]),
    countForJob: async (jobId) =>
      isId(jobId)
        ? Number((await service((tx) => tx.query<{ n: number }>(`select count(*)::int as n from public.applications where job_id = $1`, [jobId])))[0]!.n)
        : 0,

    unanswered: (now, days, notice) =>
      service(async (tx) => {
        const rows = await tx.query<{ job_id: string | number; job_title: string; employer: string; n: number; oldest: Date | string }>(
          `with told as (
             update public.applications set unanswered_told_at = $1
             where status = 'sent' and unanswered_told_at is null and created_at <= $1::timestamptz - make_interval(days => $2)
             returning job_id, created_at)
           select t.job_id, j.job_title, j.employer_name as employer, count(*)::int as n, min(t.created_at) as oldest
           from told t join public.jobs j on j.id = t.job_id group by t.job_id, j.job_title, j.employer_name order by min(t.created_at)`,
          [now.toISOString(), days],
        );
        if (!rows.length) return 0;
        const list = rows.map((r) => ({
          jobId: String(r.job_id),
          jobTitle: r.job_title,
          employer: r.employer,
          applications: Number(r.n),
          oldest: new Date(r.oldest).toISOString(),
        }));
        await enqueueMails(tx, [notice(list)]);
        return list.reduce((sum, r) => sum + r.applications, 0);
      }),

    sweep: (now, days) =>
      service(async (tx) => {
        const gone = await tx.query<{ resume_path: string | null }>(
          `delete from public.applications a using public.jobs j
           where a.job_id = j.id and j.status in ('expired', 'closed') and public.job_ended_at(j) < $1::timestamptz - make_interval(days => $2)
           returning a.resume_path`,
          [now.toISOString(), days],
        );
        const resumes = await forgetResumes(tx, [...new Set(gone.map((r) => r.resume_path).filter((p): p is string => !!p))]);
        return { deleted: gone.length, resumes };
      }),

    erase: (email) =>
      service(async (tx) => {
        const gone = await tx.query<{ resume_path: string | null }>(`delete from public.applications where inbox_key = $1 returning resume_path`, [
          recipientKey(email),
        ]);
        // Resumes this address uploaded for mail-program applications too.
        const uploaded = await tx.query<{ file_path: string }>(`select file_path from public.resume_uploads where lower(uploaded_by_email) = lower($1)`, [
          email,
        ]);
        const paths = new Set([...gone.map((r) => r.resume_path), ...uploaded.map((r) => r.file_path)].filter((p): p is string => !!p));
        return { deleted: gone.length, resumes: await forgetResumes(tx, [...paths]) };
      }),
  };
}
