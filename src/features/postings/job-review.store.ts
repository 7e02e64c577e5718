/** The review queue, a job with its log, edits and lifecycle actions, and the intake webhook's write; written once in SQL over either driver. */
import { CONTENT_FIELDS } from '~/domain/job-lifecycle';
import { postingKeyHash } from '~/domain/posting-key';
import { textArray, type Queryable, type Sql } from '~/server/db/sql';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import type { JobEvent, JobReviewStore } from './review.port';
import { isoTime as iso } from '~/server/store/rows';
import { actingAs, JOB_SELECT, jsonOf, plain, receipt, serviceRole, staffJob } from './review-rows.store';

export function createJobReviewStore(sql: Sql): JobReviewStore {
  const service = serviceRole(sql);
  const as = actingAs(sql);

  async function detail(tx: Queryable, id: string) {
    if (!/^\d{1,18}$/.test(id)) return null;
    const rows = await tx.query(`select ${JOB_SELECT} from public.jobs j join public.employers e on e.id = j.employer_id where j.id = $1`, [id]);
    if (!rows[0]) return null;
    const fields = await tx.query(`select * from public.jobs where id = $1`, [id]);
    const events = await tx.query(`select id, at, actor, action, note, before, after from public.job_events where job_id = $1 order by id desc limit 200`, [
      id,
    ]);
    return {
      job: staffJob(rows[0]),
      fields: plain(fields[0]!),
      events: events.map((e): JobEvent => ({
        id: String(e.id),
        at: iso(e.at)!,
        actor: String(e.actor),
        action: String(e.action),
        note: (e.note as string | null) ?? null,
        before: jsonOf(e.before),
        after: jsonOf(e.after),
      })),
    };
  }

  return {
    async advance() {
      const rows = await service((tx) => tx.query<{ moved: number }>('select public.advance_jobs() as moved'));
      return Number(rows[0]?.moved ?? 0);
    },

    async listJobs({ status, limit = 200, q }) {
      // At 10,000 jobs the newest 200 are not the one staff look for: a search by id, or by words that
      // each appear in the title, employer, legal entity or city, finds it.
      const text = q?.trim() || null;
      const words = (text ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
      const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, '\\$&')}%`);
      const rows = await service((tx) =>
        tx.query(
          `select ${JOB_SELECT} from public.jobs j join public.employers e on e.id = j.employer_id
           where ($1::text is null or j.status = $1)
             and ($3::text is null or j.id::text = $3 or not exists (
               select 1 from unnest($4::text[]) w
               where not (j.job_title ilike w or j.employer_name ilike w or e.legal_entity ilike w or j.city ilike w)))
           order by j.created_at desc, j.id desc limit $2`,
          [status ?? null, Math.min(Math.max(limit, 1), 500), text, textArray(patterns)],
        ),
      );
      return rows.map(staffJob);
    },

    getJob: (id) => service((tx) => detail(tx, id)),

    async editJob(id, edit, actor) {
      if (!/^\d{1,18}$/.test(id)) return null;
      // Column names come from the schema's fixed list, never from the request's keys as such.
      const columns = CONTENT_FIELDS.filter((c) => c in edit);
      if (columns.length === 0) return service((tx) => detail(tx, id));
      const values = columns.map((c) => (edit as Record<string, unknown>)[c] ?? null);
      return as(actor, undefined, async (tx) => {
        const updated = await tx.query(`update public.jobs set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')} where id = $1 returning id`, [
          id,
          ...values,
        ]);
        return updated[0] ? detail(tx, id) : null;
      });
    },

    async act(id, action, { actor, note, reason, goLiveAt }) {
      if (!/^\d{1,18}$/.test(id)) return null;
      const change: Record<typeof action, [string, unknown[]]> = {
        publish: goLiveAt && Date.parse(goLiveAt) > Date.now() ? [`status = 'scheduled', go_live_at = $2`, [goLiveAt]] : [`status = 'live'`, []],
        extend: ['extensions = extensions + 1', []],
        pause: [`status = 'paused'`, []],
        resume: [`status = 'live'`, []],
        restore: [`status = 'live'`, []],
        close: [`status = 'closed', close_reason = $2`, [reason ?? 'withdrawn']],
        cancel: [`status = 'closed', close_reason = 'cancelled'`, []],
      };
      const [set, params] = change[action];
      return as(actor, note ?? (action === 'close' ? reason : undefined), async (tx) => {
        const updated = await tx.query(`update public.jobs set ${set} where id = $1 returning id`, [id, ...params]);
        return updated[0] ? detail(tx, id) : null;
      });
    },

    async intake(job, bodyHash) {
      const first = await service((tx) =>
        tx.query(`select status, answer from public.intake_receipts where body_hash = $1 and created_at > now() - interval '24 hours'`, [bodyHash]),
      );
      if (first[0]) return receipt(first[0], true);
      try {
        return await as('intake', undefined, async (tx) => {
          // One delivery of a body at a time: a retry arriving during the first waits, then replays it.
          await tx.query(`select pg_advisory_xact_lock(hashtext('intake:' || $1))`, [bodyHash]);
          const seen = await tx.query(`select status, answer from public.intake_receipts where body_hash = $1 and created_at > now() - interval '24 hours'`, [
            bodyHash,
          ]);
          if (seen[0]) return receipt(seen[0], true);
          // The employer's key (issued with its verification) reaches its record; a typed name reaches only an
          // unverified one, made for it if need be, which staff can verify or move the posting from.
          const employer = job.employer_key
            ? await tx.query<{ id: string | number }>(`select id from public.employers where posting_key_hash = $1`, [await postingKeyHash(job.employer_key)])
            : await tx.query<{ id: string | number }>(
                `insert into public.employers (name, legal_entity) values ($1, $2)
                 on conflict (entity_key, public.text_key(name)) where verified_at is null do update set name = public.employers.name returning id`,
                [job.employer_name.trim(), job.legal_entity],
              );
          if (!employer[0])
            throw new PolicyRefusal(
              'This employer key is not one we issued: check it, or post without it and we will match the posting to you',
              'employer_key',
            );
          const columns = CONTENT_FIELDS.filter((c) => (job as Record<string, unknown>)[c] !== undefined);
          const inserted = await tx.query<{ id: string | number }>(
            `insert into public.jobs (employer_id, ${columns.join(', ')}) values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
            [employer[0].id, ...columns.map((c) => (job as Record<string, unknown>)[c] ?? null)],
          );
          const id = String(inserted[0]!.id);
          await tx.query(
            `insert into public.intake_receipts (body_hash, status, answer) values ($1, 202, $2::text::jsonb)
             on conflict (body_hash) do update set status = 202, answer = excluded.answer, created_at = now()`,
            [bodyHash, JSON.stringify({ id })],
          );
          return { outcome: 'stored' as const, id, replay: false };
        });
      } catch (error) {
        if (!(error instanceof PolicyRefusal)) throw error;
        // A refusal is the first answer too: the provider's retry hears the same.
        const refusal = { error: error.message, rule: error.rule };
        await service((tx) =>
          tx.query(
            `insert into public.intake_receipts (body_hash, status, answer) values ($1, 409, $2::text::jsonb)
             on conflict (body_hash) do update set status = 409, answer = excluded.answer, created_at = now()`,
            [bodyHash, JSON.stringify(refusal)],
          ),
        );
        return { outcome: 'refused', ...refusal, replay: false };
      }
    },
  };
}
