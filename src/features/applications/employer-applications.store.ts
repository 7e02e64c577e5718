/**
 * The applications an employer's people see in their account, read as the person through
 * my_applications() (employer-applications.schema.sql): only those to their practices' jobs.
 */
import type { ApplicationStatus } from '~/domain/application';
import type { ApplicationFilter, EmployerApplication } from './employer-application-view';
import { asRole, type Queryable, type Sql } from '~/server/db/sql';

type Claims = Record<string, unknown>;

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const of = (r: Record<string, unknown>): EmployerApplication => ({
  id: String(r.id),
  jobId: String(r.job_id),
  jobTitle: String(r.job_title),
  name: String(r.name),
  email: String(r.email),
  message: String(r.message),
  resumePath: (r.resume_path as string | null) ?? null,
  status: r.status as ApplicationStatus,
  viewedAt: iso(r.viewed_at),
  spam: r.spam_at != null,
  createdAt: iso(r.created_at)!,
});

type Filter = { q?: string | undefined; status?: ApplicationFilter | undefined };
/** What a signed link opens: one job's applications (the job's link) or one application (the application's). */
export type LinkScope = { jobId: string; applicationId?: undefined } | { applicationId: string; jobId?: undefined };

/** At most 8 words, matched as typed: a % or _ in them is a character, not a wildcard. */
const words = (q: string | undefined) =>
  q
    ?.trim()
    .split(/\s+/)
    .slice(0, 8)
    .join(' ')
    .replace(/[\\%_]/g, '\\$&') || null;

export function createEmployerApplicationStore(sql: Sql) {
  const service = <T>(fn: (tx: Queryable) => Promise<T>) => asRole(sql, 'service_role', fn);
  const as = <T>(claims: Claims, fn: (tx: Queryable) => Promise<T>) => asRole(sql, 'authenticated', fn, claims);
  return {
    /** The newest 500 that match: words in the name, address, message or job title; one job; one status. */
    list(claims: Claims, filter: Filter & { jobId?: string | undefined }) {
      return as(claims, async (tx) =>
        (await tx.query('select * from public.my_applications($1, $2, $3)', [words(filter.q), filter.jobId ?? null, filter.status ?? null])).map(of),
      );
    },
    /**
     * As a signed link shows them (the link proved whose they are): a job's applications, or the one
     * application an application's link names; the same filters.
     */
    linked(scope: LinkScope, filter: Filter = {}): Promise<EmployerApplication[]> {
      const { q, status } = filter;
      return service(async (tx) =>
        (
          await tx.query(
            `select * from public.applications_for_jobs(
               case when $1::bigint is not null then array[$1::bigint] else array(select job_id from public.applications where id = $2::bigint) end,
               $3, $4, $2::bigint)`,
            [scope.jobId ?? null, scope.applicationId ?? null, words(q), status ?? null],
          )
        ).map(of),
      );
    },
    /** One of the person's applications, or null when it is not theirs. */
    async one(claims: Claims, id: string): Promise<EmployerApplication | null> {
      const [r] = await as(claims, (tx) => tx.query('select * from public.my_applications(null, null, null, $1)', [id]));
      return r ? of(r) : null;
    },
  };
}
