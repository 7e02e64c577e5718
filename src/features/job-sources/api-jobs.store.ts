/**
 * A tracking system's jobs, by its own reference, for the employer its API key names: created as a posting
 * pending review, updated in place (an update that changes nothing is no edit), closed, and listed with
 * their status. Written as the source (its key, "api:<name>", or its feed, "feed:<host>"), so each change is in the job's history; the posting
 * rules in the database (review, the daily cap, duplicates, 3 edits once live, the term) apply as to any
 * posting, and a refusal comes back naming its rule.
 */
import { CONTENT_FIELDS, type ApiJob, type JobStatus } from '~/domain/job-lifecycle';
import { jobUrl } from '~/domain/job-url';
import type { Sql } from '~/server/db/sql';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import { actingAs, serviceRole } from '~/server/store/acting';
/** Whose jobs and who writes them: a tracking system's key ("api:<key name>") or a pulled feed ("feed:<host>"). */
export interface JobSource {
  employerId: string;
  employerName: string;
  actor: string;
}

export type PutResult = 'created' | 'updated' | 'unchanged' | 'matched';

/** A job as the API lists it. */
export interface ApiJobState {
  reference: string;
  id: string;
  status: JobStatus;
  url: string | null;
  updatedAt: string;
}

/** The job's columns the API writes: every content field but the employer's, which the key names. */
const WRITTEN = CONTENT_FIELDS.filter((c) => c !== 'employer_name' && c !== 'slug');
const stateOf = (r: Record<string, unknown>): ApiJobState => ({
  reference: String(r.external_ref),
  id: String(r.id),
  status: r.status as JobStatus,
  url: r.is_active ? jobUrl({ id: String(r.id), slug: (r.slug as string | null) ?? null }) : null,
  updatedAt: new Date(r.updated_at as string).toISOString(),
});
const STATE = 'id, external_ref, status, slug, is_active, updated_at';

export function createApiJobStore(sql: Sql) {
  const acting = actingAs(sql);
  const service = serviceRole(sql);
  return {
    /**
     * Creates or updates the job `reference`: 'created' (pending review), 'updated', 'unchanged', or 'matched'
     * (the practice's job already on the board, now known by this reference and updated), with its state.
     */
    put(who: JobSource, reference: string, job: ApiJob): Promise<{ result: PutResult; job: ApiJobState }> {
      return acting(who.actor, `Sent by the tracking system (reference ${reference})`, async (tx) => {
        const values = (c: string) => (job as Record<string, unknown>)[c] ?? null;
        let [found] = await tx.query(
          `select ${STATE}, public.job_content(j) as content from public.jobs j where employer_id = $1 and external_ref = $2 for update`,
          [who.employerId, reference],
        );
        // The same job already on the board (typed before the system sent it: the practice, title and
        // city the duplicates rule compares, open, and no reference yet): taken over, not posted twice.
        const matched =
          !found &&
          (
            await tx.query<{ id: string }>(
              `update public.jobs o set external_ref = $2
                where o.id = (select id from public.jobs d
                               where d.employer_id = $1 and d.external_ref is null
                                 and public.text_key(d.job_title) = public.text_key($3) and public.text_key(d.city) = public.text_key($4) and d.state = $5
                                 and public.job_open(d.status)
                               order by d.id limit 1 for update)
               returning o.id::text`,
              [who.employerId, reference, job.job_title, job.city, job.state],
            )
          ).length > 0;
        if (matched)
          [found] = await tx.query(`select ${STATE}, public.job_content(j) as content from public.jobs j where employer_id = $1 and external_ref = $2`, [
            who.employerId,
            reference,
          ]);
        if (!found) {
          const [made] = await tx.query(
            `insert into public.jobs (employer_id, external_ref, employer_name, ${WRITTEN.join(', ')})
             values ($1, $2, $3, ${WRITTEN.map((_, i) => `$${i + 4}`).join(', ')}) returning ${STATE}`,
            [who.employerId, reference, who.employerName, ...WRITTEN.map(values)],
          );
          return { result: 'created', job: stateOf(made!) };
        }
        if (found.status === 'closed' || found.status === 'expired')
          throw new PolicyRefusal(`This job is ${String(found.status)}: send it again under a new reference`, 'api_job_ended');
        const [after] = await tx.query(
          `update public.jobs j set ${WRITTEN.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1 returning ${STATE}, public.job_content(j) as content`,
          [found.id, ...WRITTEN.map(values)],
        );
        const same = JSON.stringify(after!.content) === JSON.stringify(found.content);
        return { result: matched ? 'matched' : same ? 'unchanged' : 'updated', job: stateOf(after!) };
      });
    },

    /** Closes the job (cancelled when it never went live, else withdrawn); null when there is no such reference. */
    close(who: JobSource, reference: string): Promise<ApiJobState | null> {
      return acting(who.actor, `Closed by the tracking system (reference ${reference})`, async (tx) => {
        const [found] = await tx.query(`select ${STATE}, live_since from public.jobs where employer_id = $1 and external_ref = $2 for update`, [
          who.employerId,
          reference,
        ]);
        if (!found) return null;
        if (found.status !== 'closed') {
          const reason = found.live_since === null && ['pending_review', 'scheduled'].includes(String(found.status)) ? 'cancelled' : 'withdrawn';
          await tx.query(`update public.jobs set status = 'closed', close_reason = $2 where id = $1`, [found.id, reason]);
        }
        const [after] = await tx.query(`select ${STATE} from public.jobs where id = $1`, [found.id]);
        return stateOf(after!);
      });
    },

    /** The employer's jobs sent through the API, newest first (at most 1,000). */
    list: (who: JobSource): Promise<ApiJobState[]> =>
      service(async (tx) =>
        (
          await tx.query(`select ${STATE} from public.jobs where employer_id = $1 and external_ref is not null order by created_at desc, id desc limit 1000`, [
            who.employerId,
          ])
        ).map(stateOf),
      ),
  };
}
