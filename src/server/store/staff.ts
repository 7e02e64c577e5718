/** The staff store, written once in SQL over either driver; every statement runs as Supabase's service_role. */
import { CONTENT_FIELDS, type JobStatus, type SubmissionKind } from '~/domain/job-lifecycle';
import { asRole, sqlState, textArray, type Queryable, type Row, type Sql } from '../db/sql';
import { isoTime as iso } from './rows';
import { newPostingKey, postingKeyHash } from '~/domain/posting-key';
import {
  PolicyRefusal,
  type Employer,
  type IntakeResult,
  type JobEvent,
  type StaffJob,
  type StaffStore,
  type Submission,
  type SubmissionAction,
} from '../ports/staff-store';

/** Rules the database names (supabase/migrations/*_employers_and_lifecycle.sql and the job constraints). */
function refusal(error: unknown): PolicyRefusal | null {
  const code = sqlState(error);
  if (code !== '23514' && code !== '23505' && code !== '23503') return null;
  const e = error as { message?: string; constraint?: string; constraint_name?: string };
  const rule = e.constraint ?? e.constraint_name ?? (code === '23505' ? 'unique' : 'check');
  return new PolicyRefusal(e.message ?? 'Refused by a rule', rule);
}

async function refused<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw refusal(error) ?? error;
  }
}

const plain = (row: Row): Record<string, unknown> =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : typeof v === 'bigint' ? String(v) : v]));

const JOB_SELECT = `
  j.id, j.job_title, j.employer_name, j.employer_id, e.legal_entity, j.employer_verified, j.city, j.state, j.status, j.close_reason,
  j.go_live_at, j.live_since, j.expires_at, j.extensions, j.edit_count, j.paused_at, j.created_at, j.updated_at,
  (select count(*)::int from public.job_events c
    where c.entity_key = e.entity_key and c.action in ('created', 'relisted')
      and c.at >= ((now() at time zone 'America/Los_Angeles')::date::timestamp at time zone 'America/Los_Angeles')) as entity_postings_today`;

function staffJob(r: Row): StaffJob {
  return {
    id: String(r.id),
    job_title: String(r.job_title),
    employer_name: String(r.employer_name),
    employer_id: String(r.employer_id),
    legal_entity: String(r.legal_entity ?? ''),
    employer_verified: Boolean(r.employer_verified),
    city: String(r.city),
    state: String(r.state),
    status: r.status as JobStatus,
    close_reason: (r.close_reason as StaffJob['close_reason']) ?? null,
    go_live_at: iso(r.go_live_at),
    live_since: iso(r.live_since),
    expires_at: iso(r.expires_at),
    extensions: Number(r.extensions),
    edit_count: Number(r.edit_count),
    paused_at: iso(r.paused_at),
    created_at: iso(r.created_at)!,
    updated_at: iso(r.updated_at)!,
    entity_postings_today: Number(r.entity_postings_today ?? 0),
  };
}

const jsonOf = (v: unknown): Record<string, unknown> | null =>
  v == null ? null : typeof v === 'string' ? (JSON.parse(v) as Record<string, unknown>) : (v as Record<string, unknown>);

const EMPLOYER_SELECT = `e.id, e.name, e.legal_entity, e.license_number, e.license_state, e.verified_by, e.verified_at, e.created_at,
  (select count(*)::int from public.jobs j where j.employer_id = e.id) as jobs`;
function employer(r: Row): Employer {
  return {
    id: String(r.id),
    name: String(r.name),
    legal_entity: String(r.legal_entity),
    license_number: (r.license_number as string | null) ?? null,
    license_state: (r.license_state as string | null) ?? null,
    verified_by: (r.verified_by as string | null) ?? null,
    verified_at: iso(r.verified_at),
    created_at: iso(r.created_at)!,
    jobs: Number(r.jobs ?? 0),
  };
}

/** Each form's table and the columns shown as its details (names fixed here, never from a request). */
const SUBMISSIONS: Record<SubmissionKind, { table: string; details: string[]; ccpa: boolean }> = {
  contact: { table: 'contact_messages', details: ['user_type', 'message'], ccpa: false },
  interest: { table: 'employer_interest', details: ['clinic_name', 'role'], ccpa: false },
  ccpa: { table: 'ccpa_requests', details: ['request_type', 'description', 'verification_info'], ccpa: true },
};
function submission(kind: SubmissionKind, r: Row): Submission {
  return {
    id: String(r.id),
    kind,
    name: String(r.name),
    email: String(r.email),
    details: Object.fromEntries(SUBMISSIONS[kind].details.map((c) => [c, (r[c] as string | null) ?? null])),
    created_at: iso(r.created_at)!,
    answered_at: iso(r.answered_at),
    answered_by: (r.answered_by as string | null) ?? null,
    acknowledged_at: iso(r.acknowledged_at ?? null),
    extended_at: iso(r.extended_at ?? null),
  };
}

/** A stored intake answer (its receipt keeps the status the webhook first sent: 202 stored, 409 refused). */
function receipt(row: Row, replay: boolean): IntakeResult {
  const answer = jsonOf(row.answer) ?? {};
  return Number(row.status) === 202
    ? { outcome: 'stored', id: String(answer.id), replay }
    : { outcome: 'refused', error: String(answer.error ?? ''), rule: String(answer.rule ?? ''), replay };
}

export function createStaffStore(sql: Sql): StaffStore {
  const service = <T>(fn: (tx: Queryable) => Promise<T>) => asRole(sql, 'service_role', fn);
  /** Runs a change as `actor`, with an optional note, so the log's trigger names them. */
  const as = <T>(actor: string, note: string | undefined, fn: (tx: Queryable) => Promise<T>) =>
    refused(() =>
      service(async (tx) => {
        await tx.query(`select set_config('jobs.actor', $1, true), set_config('jobs.note', $2, true)`, [actor, note ?? '']);
        return fn(tx);
      }),
    );

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

    async sessionLive(sessionId) {
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sessionId)) return false;
      const rows = await service((tx) => tx.query<{ live: boolean }>('select public.auth_session_live($1::uuid) as live', [sessionId]));
      return rows[0]?.live === true;
    },

    async listEmployers() {
      const rows = await service((tx) => tx.query(`select ${EMPLOYER_SELECT} from public.employers e order by e.verified_at is not null, e.name limit 1000`));
      return rows.map(employer);
    },

    async createEmployer(e) {
      return refused(() =>
        service(async (tx) => {
          const rows = await tx.query(`insert into public.employers (name, legal_entity, license_number, license_state) values ($1, $2, $3, $4) returning id`, [
            e.name,
            e.legal_entity,
            e.license_number ?? null,
            e.license_state ?? null,
          ]);
          const found = await tx.query(`select ${EMPLOYER_SELECT} from public.employers e where e.id = $1`, [rows[0]!.id]);
          return employer(found[0]!);
        }),
      ).catch((error) => {
        if (error instanceof PolicyRefusal && error.rule !== 'check')
          throw new PolicyRefusal('An employer with this legal entity and name exists already', 'employers_entity_name');
        throw error;
      });
    },

    async verifyEmployer(id, licence, actor) {
      if (!/^\d{1,18}$/.test(id)) return null;
      return as(actor, undefined, async (tx) => {
        // A new posting key with each verification, shown once (only its hash is kept).
        const key = newPostingKey();
        const rows = await tx.query(
          `update public.employers set license_number = $2, license_state = $3, verified_by = $4, verified_at = now(), posting_key_hash = $5 where id = $1 returning id`,
          [id, licence.license_number, licence.license_state, actor, await postingKeyHash(key)],
        );
        if (!rows[0]) return null;
        const found = await tx.query(`select ${EMPLOYER_SELECT} from public.employers e where e.id = $1`, [id]);
        return { ...employer(found[0]!), posting_key: key };
      });
    },

    async mergeEmployer(from, into, actor) {
      if (!/^\d{1,18}$/.test(from) || !/^\d{1,18}$/.test(into) || from === into) return null;
      return refused(() =>
        as(actor, 'Moved from an unverified employer of the same name', async (tx) => {
          const found = await tx.query(`select id from public.employers where id = $1 and verified_at is null for update`, [from]);
          const target = await tx.query(`select id from public.employers where id = $1`, [into]);
          if (!found[0] || !target[0]) return null;
          const moved = await tx.query(`update public.jobs set employer_id = $2 where employer_id = $1 returning id`, [from, into]);
          await tx.query(`delete from public.employers where id = $1`, [from]);
          const e = await tx.query(`select ${EMPLOYER_SELECT} from public.employers e where e.id = $1`, [into]);
          return { employer: employer(e[0]!), moved: moved.length };
        }),
      );
    },

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
  };
}
