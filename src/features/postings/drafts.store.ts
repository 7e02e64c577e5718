/**
 * Postings an employer's people write in the site: drafts kept as typed (read and changed as the person,
 * under row-level security: drafts.schema.sql), and a draft submitted as a posting pending review, in one
 * transaction that uses the draft up (once, only if unchanged since it was checked) and inserts the job as
 * the person (the job's history names them); the posting rules in the database apply as to any posting.
 */
import { CONTENT_FIELDS, type IntakeJob } from '~/domain/job-lifecycle';
import { asRole, sqlState, type Queryable, type Sql } from '~/server/db/sql';
import { actingAs, refused } from '~/server/store/acting';

type Claims = Record<string, unknown>;

export interface Draft {
  id: string;
  employerId: string;
  employerName: string;
  fields: Record<string, unknown>;
  updatedAt: string;
  /** The job this draft edits (its changes are applied to it on submit); null for a new posting. */
  jobId: string | null;
}

export interface DraftToSubmit extends Draft {
  legalEntity: string;
}

export function createDraftStore(sql: Sql) {
  const as = <T>(claims: Claims, fn: (tx: Queryable) => Promise<T>) => refused(() => asRole(sql, 'authenticated', fn, claims));
  const acting = actingAs(sql);
  const draftOf = (r: Record<string, unknown>): Draft => ({
    id: String(r.id),
    employerId: String(r.employer_id),
    employerName: String(r.name),
    fields: (typeof r.fields === 'string' ? JSON.parse(r.fields) : r.fields) as Record<string, unknown>,
    updatedAt: new Date(r.updated_at as string).toISOString(),
    jobId: r.job_id == null ? null : String(r.job_id),
  });
  const SELECT = `select d.id, d.employer_id, e.name, e.legal_entity, d.fields, d.updated_at, d.job_id from public.job_drafts d join public.employers e on e.id = d.employer_id`;
  return {
    list(claims: Claims): Promise<Draft[]> {
      return as(claims, async (tx) => (await tx.query(`${SELECT} order by d.updated_at desc limit 200`)).map(draftOf));
    },
    get(claims: Claims, id: string): Promise<DraftToSubmit | null> {
      return as(claims, async (tx) => {
        const [r] = await tx.query(`${SELECT} where d.id = $1`, [id]);
        return r ? { ...draftOf(r), legalEntity: String(r.legal_entity) } : null;
      });
    },
    /** A new draft (no id) or the draft changed; null when it is not one of the person's. */
    async save(claims: Claims, draft: { id?: string | undefined; employerId: string; fields: Record<string, unknown> }): Promise<Draft | null> {
      // A practice not theirs: row-level security refuses the new row (42501), which is "no such" here.
      return as(claims, async (tx) => {
        const rows = draft.id
          ? await tx.query('update public.job_drafts set fields = $2::text::jsonb where id = $1 returning id', [draft.id, JSON.stringify(draft.fields)])
          : await tx.query('insert into public.job_drafts (employer_id, fields) values ($1, $2::text::jsonb) returning id', [
              draft.employerId,
              JSON.stringify(draft.fields),
            ]);
        if (!rows[0]) return null;
        const [r] = await tx.query(`${SELECT} where d.id = $1`, [rows[0].id]);
        return draftOf(r!);
      }).catch((e: unknown) => {
        if (sqlState(e) === '42501') return null;
        throw e;
      });
    },
    remove(claims: Claims, id: string): Promise<boolean> {
      return as(claims, async (tx) => (await tx.query('delete from public.job_drafts where id = $1 returning 1', [id])).length > 0);
    },
    /**
     * The checked posting from draft `draft` (as read at `updatedAt`) pending review: its id, or null when
     * the draft is gone, changed since, or not the person's. A posting rule's refusal keeps the draft.
     */
    submit(claims: Claims, actor: string, draft: { id: string; updatedAt: string }, job: IntakeJob): Promise<string | null> {
      return acting(actor, 'Submitted from the employer’s account', async (tx) => {
        // The person's rights, as row-level security reads them, inside the service's transaction.
        await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
        const [used] = await tx.query<{ employer_id: string }>(
          `delete from public.job_drafts where id = $1 and job_id is null and date_trunc('milliseconds', updated_at) = $2::timestamptz and employer_id in (select public.my_employers()) returning employer_id::text`,
          [draft.id, draft.updatedAt],
        );
        if (!used) return null;
        const columns = CONTENT_FIELDS.filter((c) => (job as Record<string, unknown>)[c] !== undefined);
        const [row] = await tx.query<{ id: string }>(
          `insert into public.jobs (employer_id, ${columns.join(', ')}) values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) returning id::text`,
          [used.employer_id, ...columns.map((c) => (job as Record<string, unknown>)[c] ?? null)],
        );
        return row!.id;
      });
    },
  };
}
