/**
 * Reports of a job, written once in SQL over either driver, as Supabase's service_role. The limits, the
 * freeze and the history are the database's (reports.schema.sql): this store only
 * files, reads and resolves.
 */
import { z } from 'zod';
import { REPORT_REASONS, type ReportReason } from '~/domain/job-report';
import { asRole, bigintArray, sqlState, type Queryable, type Row, type Sql } from '~/server/db/sql';
import type { EmployerContact, ReportedJob, ReportStore, ReportView } from './reports.port';
import { enqueueMails } from '~/server/store/mail-outbox.store';
import { column, withJobUrl } from '~/server/store/rows';
import { actingAs, refused } from '~/server/store/acting';

const isId = (id: string) => /^\d{1,18}$/.test(id);
const reasons = REPORT_REASONS.map(([value]) => value) as [ReportReason, ...ReportReason[]];

const VIEW = `r.id, r.job_id as "jobId", j.job_title as "jobTitle", j.employer_name as employer, j.slug, r.reason, r.details, r.email,
  r.email_confirmed_at as "emailConfirmedAt", r.trusted_at as "trustedAt", r.trusted_by as "trustedBy", r.outcome,
  r.resolved_at as "resolvedAt", r.created_at as "createdAt"
  from public.job_reports r join public.jobs j on j.id = r.job_id`;
const ViewRow = z
  .object({ id: column.id, jobId: column.id, jobTitle: z.string(), employer: z.string(), slug: z.string().nullable() })
  .extend({ reason: z.enum(reasons), details: z.string().nullable(), email: z.string().nullable() })
  .extend({ emailConfirmedAt: column.time, trustedAt: column.time, trustedBy: z.string().nullable() })
  .extend({ outcome: z.enum(['restored', 'closed', 'dismissed']).nullable(), resolvedAt: column.time, createdAt: column.time.pipe(z.string()) })
  .transform(withJobUrl);
const view = (r: Row): ReportView => ViewRow.parse(r);

const JobRow = z
  .object({ jobId: column.id, jobTitle: z.string(), employer: z.string(), city: z.string(), state: z.string(), status: z.string() })
  .extend({ slug: z.string().nullable(), clients: z.coerce.number() })
  .transform(withJobUrl);

export function createReportStore(sql: Sql): ReportStore {
  const service = <T>(fn: (tx: Queryable) => Promise<T>) => asRole(sql, 'service_role', fn);
  const as = actingAs(sql);
  const get = (tx: Queryable, id: string) => tx.query(`select ${VIEW} where r.id = $1`, [id]).then((rows) => (rows[0] ? view(rows[0]) : null));

  /** Reported jobs with their open reports: one job (`jobId`), or every one with an open report. */
  async function reported(tx: Queryable, jobId: string | null): Promise<ReportedJob[]> {
    const jobs = await tx.query(
      `select j.id as "jobId", j.job_title as "jobTitle", j.employer_name as employer, j.city, j.state, j.status, j.slug,
         (select count(distinct r.client_key) from public.job_reports r
           where r.job_id = j.id and r.outcome is null and r.created_at > now() - interval '7 days') as clients
       from public.jobs j
       where ($1::bigint is null and exists (select 1 from public.job_reports r where r.job_id = j.id and r.outcome is null)) or j.id = $1::bigint
       order by j.status = 'frozen' desc, (select max(r.created_at) from public.job_reports r where r.job_id = j.id) desc, j.id
       limit 200`,
      [jobId],
    );
    const ids = jobs.map((j) => String(j.jobId));
    const reports = ids.length
      ? (
          await tx.query(`select ${VIEW} where r.job_id = any($1::bigint[]) and (r.outcome is null or r.job_id = $2::bigint) order by r.id desc`, [
            bigintArray(ids),
            jobId,
          ])
        ).map(view)
      : [];
    return jobs.map((row) => {
      const job = JobRow.parse(row);
      return { ...job, reports: reports.filter((r) => r.jobId === job.jobId).slice(0, 50) };
    });
  }

  return {
    file: (report, mails) =>
      refused(() =>
        service(async (tx) => {
          // A client's second report of a job changes nothing (the unique key), and says so.
          const inserted = await tx.query<{ id: string | number }>(
            `insert into public.job_reports (job_id, reason, details, client_key, network_key, email) values ($1, $2, $3, $4, $5, $6)
             on conflict (job_id, client_key) do nothing returning id`,
            [report.jobId, report.reason, report.details, report.clientKey, report.networkKey ?? null, report.email],
          );
          const status = await tx.query<{ status: string }>(`select status from public.jobs where id = $1`, [report.jobId]);
          const frozen = status[0]?.status === 'frozen';
          if (!inserted[0]) return { outcome: 'already' as const, frozen };
          const id = String(inserted[0].id);
          await enqueueMails(tx, await mails(id, frozen));
          return { outcome: 'stored' as const, id, frozen };
        }),
      ),

    get: (id) => (isId(id) ? service((tx) => get(tx, id)) : Promise.resolve(null)),

    confirmEmail: (id) =>
      isId(id)
        ? service(async (tx) => {
            // The confirmation is what counts toward a freeze (the database's rule): say whether this one froze it.
            const updated = await tx.query<{ job_id: string | number }>(
              `update public.job_reports set email_confirmed_at = now() where id = $1 and email is not null and email_confirmed_at is null returning job_id`,
              [id],
            );
            const froze = updated[0]
              ? (await tx.query(`select 1 from public.job_events where job_id = $1 and action = 'frozen' and at = now()`, [updated[0].job_id])).length > 0
              : false;
            const report = await get(tx, id);
            return report ? { ...report, froze } : null;
          })
        : Promise.resolve(null),

    queue: () => service((tx) => reported(tx, null)),

    trust: (id, actor) =>
      isId(id)
        ? as(actor, undefined, async (tx) => {
            const rows = await tx.query<{ job_id: string | number }>(
              `update public.job_reports set trusted_at = now(), trusted_by = $2 where id = $1 and trusted_at is null and outcome is null returning job_id`,
              [id, actor],
            );
            const jobId = rows[0] ? String(rows[0].job_id) : (await get(tx, id))?.jobId;
            return jobId ? ((await reported(tx, jobId))[0] ?? null) : null;
          })
        : Promise.resolve(null),

    dismiss: async (jobId, actor) => {
      if (!isId(jobId)) return 0;
      const rows = await as(actor, undefined, (tx) =>
        tx.query(
          `update public.job_reports set outcome = 'dismissed', resolved_at = now(), resolved_by = $2
           where job_id = $1 and outcome is null and (select status from public.jobs where id = $1) <> 'frozen' returning id`,
          [jobId, actor],
        ),
      );
      return rows.length;
    },

    tellOutcomes: async (jobId, mail) => {
      if (!isId(jobId)) return 0;
      return service(async (tx) => {
        const told = (
          await tx.query(
            `with t as (update public.job_reports set told_at = now()
               where job_id = $1 and outcome is not null and email_confirmed_at is not null and told_at is null returning id)
             select ${VIEW} where r.id in (select id from t) order by r.id`,
            [jobId],
          )
        ).map(view);
        await enqueueMails(tx, told.map(mail));
        return told.length;
      });
    },

    tellEmployer: async (jobId, mail) => {
      if (!isId(jobId)) return false;
      return service(async (tx) => {
        const rows = await tx.query<EmployerContact & Row>(
          `select id::text as "jobId", job_title as title, employer_name as employer, city, state, coalesce(contact_email, application_email) as "to"
           from public.jobs where id = $1 and coalesce(contact_email, application_email) is not null`,
          [jobId],
        );
        if (!rows[0]) return false;
        await enqueueMails(tx, [mail(rows[0])]);
        return true;
      });
    },
  };
}

/** A refusal from a concurrent report of the same job (REPEATABLE READ or SERIALIZABLE): try again. */
export const isRetryable = (error: unknown) => sqlState(error) === '40001';
