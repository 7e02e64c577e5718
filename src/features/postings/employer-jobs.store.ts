/**
 * An employer's jobs as its people see and change them in their account: the list (as the person, through
 * my_jobs()), the actions a job's status allows, and an edit or a copy written as a draft of the same form.
 * Every change runs as the person's address (the job's history names them) with the person's rights set in
 * its transaction, so the database's my_job_for_change() decides whose job it is before anything moves.
 */
import { CONTENT_FIELDS, type IntakeJob, type JobStatus } from '~/domain/job-lifecycle';
import { asRole, type Queryable, type Sql } from '~/server/db/sql';
import { actingAs, refused, serviceRole } from '~/server/store/acting';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import type { OutboxMail } from '~/server/ports/mail-outbox';
import { enqueueMails } from '~/server/store/mail-outbox.store';
import { actionsFor, editsLeft, JOB_ACTION_LABELS, type EmployerJobFigures, type JobAction } from './employer-actions';
import { ownerAnswer, ownerView } from './lifecycle.store';
import type { OwnerView } from './lifecycle.port';
import { formOf, POSTING_FIELDS } from './posting-fields';

type Claims = Record<string, unknown>;
const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

/** A job as its practice's people see it in their account. */
export interface EmployerJob {
  id: string;
  employerId: string;
  title: string;
  place: string;
  status: JobStatus;
  createdAt: string;
  liveSince: string | null;
  expiresAt: string | null;
  confirmedAt: string | null;
  editCount: number;
  /** Edits left (null: free until it goes live). */
  editsLeft: number | null;
  figures: EmployerJobFigures;
}

const COLUMNS = `id::text, employer_id::text, job_title, city, state, status, created_at, live_since, expires_at, confirmed_at, edit_count,
  views, apply_starts, saves, applications, answered, median_days_to_answer`;

function jobOf(r: Record<string, unknown>): EmployerJob {
  const job = { liveSince: iso(r.live_since), editCount: Number(r.edit_count) };
  return {
    id: String(r.id),
    employerId: String(r.employer_id),
    title: String(r.job_title),
    place: `${String(r.city)}, ${String(r.state)}`,
    status: r.status as JobStatus,
    createdAt: iso(r.created_at)!,
    ...job,
    expiresAt: iso(r.expires_at),
    confirmedAt: iso(r.confirmed_at),
    editsLeft: editsLeft(job),
    figures: {
      views: Number(r.views),
      applyStarts: Number(r.apply_starts),
      saves: Number(r.saves),
      applications: Number(r.applications),
      answered: Number(r.answered),
      medianDaysToAnswer: r.median_days_to_answer == null ? null : Number(r.median_days_to_answer),
    },
  };
}

/** The actions that change a job's state (edit and copy write drafts, in an account only). */
export type StateAction = Exclude<JobAction, 'edit' | 'copy'>;

/** A state action on a locked job, if its status allows it now; the job as its page shows it after (staff told of an extension). */
async function actOn(tx: Queryable, job: Record<string, unknown>, actor: string, action: StateAction, now: Date, extendMail: (job: OwnerView) => OutboxMail) {
  const jobId = String(job.id);
  const allowed = actionsFor(
    { status: job.status as JobStatus, liveSince: iso(job.live_since), expiresAt: iso(job.expires_at), editCount: Number(job.edit_count) },
    now.getTime(),
  );
  if (!allowed.includes(action))
    throw new PolicyRefusal(`A ${String(job.status).replace('_', ' ')} listing cannot do "${JOB_ACTION_LABELS[action]}" now`, 'employer_job_action');
  const extendAsked = await ownerAnswer(tx, jobId, String(job.status), action, now, actor);
  const after = (await ownerView(tx, jobId, now, 30))!;
  if (extendAsked) await enqueueMails(tx, [extendMail(after)]);
  return after;
}

export function createEmployerJobStore(sql: Sql) {
  const as = <T>(claims: Claims, fn: (tx: Queryable) => Promise<T>) => refused(() => asRole(sql, 'authenticated', fn, claims));
  const acting = actingAs(sql);
  const service = serviceRole(sql);
  /** Work on one job of the person's, locked, as the person (a job not theirs is refused by the database). */
  const onMine = <T>(claims: Claims, actor: string, note: string, jobId: string, fn: (tx: Queryable, job: Record<string, unknown>) => Promise<T>) =>
    acting(actor, note, async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);
      const [job] = await tx.query('select * from public.my_job_for_change($1)', [jobId]);
      return fn(tx, job!);
    });

  return {
    /** The jobs of the person's practices, newest first, with their figures. */
    jobs: (claims: Claims): Promise<EmployerJob[]> => as(claims, async (tx) => (await tx.query(`select ${COLUMNS} from public.my_jobs()`)).map(jobOf)),

    /** One job as its signed link shows it (the link proved whose it is), or null. */
    linked: (jobId: string): Promise<EmployerJob | null> =>
      service(async (tx) => (await tx.query(`select ${COLUMNS} from public.jobs_for_owner(array[$1]::bigint[])`, [jobId])).map(jobOf)[0] ?? null),

    /**
     * One of the state actions (still open, pause, resume, extend, close as filled) on a job of the person's,
     * if its status allows it now; the job as its page shows it after. `extendMail` is queued for staff when
     * the extension was asked for.
     */
    act(claims: Claims, actor: string, jobId: string, action: StateAction, now: Date, extendMail: (job: OwnerView) => OutboxMail): Promise<OwnerView> {
      return onMine(claims, actor, JOB_ACTION_LABELS[action], jobId, (tx, job) => actOn(tx, job, actor, action, now, extendMail));
    },

    /** The same, from the job's signed link (as "employer", as the link's pages act); null for no such job. */
    actByLink(jobId: string, action: StateAction, now: Date, extendMail: (job: OwnerView) => OutboxMail): Promise<OwnerView | null> {
      return acting('employer', JOB_ACTION_LABELS[action], async (tx) => {
        const [job] = await tx.query('select * from public.jobs where id = $1 for update', [jobId]);
        return job ? actOn(tx, job, 'employer', action, now, extendMail) : null;
      });
    },

    /**
     * A draft of the job's values: for an edit, the job's one edit draft (made now, or the one already
     * open, kept as typed); for a copy, a new draft. Its id.
     */
    draftOf(claims: Claims, actor: string, jobId: string, kind: 'edit' | 'copy'): Promise<string> {
      return onMine(claims, actor, kind === 'edit' ? 'Edit started' : 'Copied as a draft', jobId, async (tx, job) => {
        if (kind === 'edit') {
          const left = editsLeft({ liveSince: iso(job.live_since), editCount: Number(job.edit_count) });
          if (left === 0) throw new PolicyRefusal('This listing has used its 3 edits', 'jobs_edit_limit');
          if (!['pending_review', 'scheduled', 'live', 'paused'].includes(String(job.status)))
            throw new PolicyRefusal(`A ${String(job.status)} listing cannot be edited; copy it as a new draft instead`, 'employer_job_action');
        }
        const fields = JSON.stringify(formOf(job));
        const [row] =
          kind === 'edit'
            ? await tx.query<{ id: string }>(
                `insert into public.job_drafts (employer_id, job_id, fields) values ($1, $2, $3::text::jsonb)
                 on conflict (job_id) where job_id is not null do update set fields = public.job_drafts.fields returning id::text`,
                [job.employer_id, jobId, fields],
              )
            : await tx.query<{ id: string }>(`insert into public.job_drafts (employer_id, fields) values ($1, $2::text::jsonb) returning id::text`, [
                job.employer_id,
                fields,
              ]);
        return row!.id;
      });
    },

    /**
     * The checked values of edit draft `draft` (as read at `updatedAt`) applied to its job, using the draft up:
     * the job's id, or null when the draft is gone or changed since. The job's rules (edits left, one role,
     * one brand, duplicates) apply as to any edit; a refusal keeps the draft.
     */
    applyEdit(claims: Claims, actor: string, draft: { id: string; updatedAt: string; jobId: string }, values: IntakeJob): Promise<string | null> {
      return onMine(claims, actor, 'Edited in the employer’s account', draft.jobId, async (tx) => {
        const [used] = await tx.query(
          `delete from public.job_drafts where id = $1 and job_id = $2 and date_trunc('milliseconds', updated_at) = $3::timestamptz returning 1`,
          [draft.id, draft.jobId, draft.updatedAt],
        );
        if (!used) return null;
        // The form's fields, each written (a field cleared is cleared); the rest of the job stays as it is.
        const columns = CONTENT_FIELDS.filter((c) => POSTING_FIELDS.some((f) => f.name === c));
        await tx.query(`update public.jobs set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1`, [
          draft.jobId,
          ...columns.map((c) => (values as Record<string, unknown>)[c] ?? null),
        ]);
        return draft.jobId;
      });
    },
  };
}
