/** The "really open" store, written once in SQL over either driver, as Supabase's service_role. */
import { z } from 'zod';
import { CONFIRM_AFTER_DAYS, EXTEND_WINDOW_DAYS, SILENCE_DAYS } from '~/domain/job-status';
import { asRole, type Queryable, type Row, type Sql } from '~/server/db/sql';
import type { CheckedJob, CountKind, LifecycleStore, OwnerAnswer, OwnerView } from './lifecycle.port';
import { PolicyRefusal } from '~/server/ports/policy-refusal';
import type { OutboxMail } from '~/server/ports/mail-outbox';
import { enqueueMails } from '~/server/store/mail-outbox.store';
import { column, isoTime as iso, withJobUrl } from '~/server/store/rows';

const EXPIRY_REMINDER_DAYS = 7;
const KEEP_COUNTS_DAYS = 400;

// Columns named as the job's fields, so one schema checks and shapes a row.
const CHECKED = `c.id as "checkId", j.id as "jobId", j.slug, j.job_title as title, j.employer_name as employer, j.city, j.state,
  j.contact_email as "contactEmail", j.expires_at as "expiresAt"`;
const CheckedRow = z
  .object({ checkId: column.id, jobId: column.id, slug: z.string().nullable(), title: z.string(), employer: z.string(), city: z.string(), state: z.string() })
  .extend({ contactEmail: z.string(), expiresAt: column.time })
  .transform(withJobUrl)
  .transform(({ jobUrl: url, ...row }) => ({ ...row, url }));
const checked = (r: Row): CheckedJob => CheckedRow.parse(r);

/** One job as its employer's page shows it, with its figures by day for the last `days` days. */
export async function ownerView(tx: Queryable, jobId: string, now: Date, days: number): Promise<OwnerView | null> {
  if (!/^\d{1,18}$/.test(jobId)) return null;
  const rows = await tx.query(
    `select j.id, j.job_title, j.employer_name, j.city, j.state, j.status, j.close_reason, j.confirmed_at, j.expires_at, j.posted_at,
            exists (select 1 from public.job_checks c where c.job_id = j.id and c.paused_job_at is not null and c.answered_at is null) as silent
     from public.jobs j where j.id = $1`,
    [jobId],
  );
  const r = rows[0];
  if (!r) return null;
  const counts = await tx.query<{ day: string | Date; kind: CountKind; count: number }>(
    `select day, kind, count from public.job_daily_counts where job_id = $1 and day > ($2::timestamptz at time zone 'UTC')::date - $3::int order by day desc`,
    [jobId, now.toISOString(), days],
  );
  const byDay = new Map<string, OwnerView['days'][number]>();
  const totals = { view: 0, apply: 0, save: 0, resume: 0 };
  for (const c of counts) {
    const day = c.day instanceof Date ? c.day.toISOString().slice(0, 10) : String(c.day).slice(0, 10);
    const d = byDay.get(day) ?? { day, view: 0, apply: 0, save: 0, resume: 0 };
    d[c.kind] += Number(c.count);
    totals[c.kind] += Number(c.count);
    byDay.set(day, d);
  }
  return {
    id: String(r.id),
    title: String(r.job_title),
    employer: String(r.employer_name),
    city: String(r.city),
    state: String(r.state),
    status: String(r.status),
    closeReason: (r.close_reason as string | null) ?? null,
    confirmedAt: iso(r.confirmed_at),
    expiresAt: iso(r.expires_at),
    postedAt: iso(r.posted_at)!,
    pausedForSilence: r.status === 'paused' && Boolean(r.silent),
    days: [...byDay.values()],
    totals,
  };
}

const setActor = (tx: Queryable, actor: string, note: string) =>
  tx.query(`select set_config('jobs.actor', $1, true), set_config('jobs.note', $2, true)`, [actor, note]);

/**
 * The employer's answer about a job (locked by the caller, `status` as read), as `actor`: the token links
 * in mails act as "employer", a person in the employer's account by their address. An answer the status
 * does not allow changes nothing. True when the extension was asked for now (staff are to hear of it).
 */
export async function ownerAnswer(tx: Queryable, jobId: string, status: string, answer: OwnerAnswer, now: Date, actor: string): Promise<boolean> {
  const at = now.toISOString();
  const open = ['live', 'paused', 'expired'].includes(status);
  if (answer === 'open' && open) {
    await setActor(tx, actor, 'Still open');
    const silent = await tx.query(`select 1 from public.job_checks where job_id = $1 and paused_job_at is not null and answered_at is null`, [jobId]);
    // Silence paused it: the answer brings it back (a pause staff chose stays).
    if (status === 'paused' && silent.length) await tx.query(`update public.jobs set status = 'live' where id = $1`, [jobId]);
    // Once a day: a repeated "Still open" the same (UTC) day writes nothing, so it rebuilds nothing.
    await tx.query(
      `update public.jobs set confirmed_at = $2 where id = $1
       and (confirmed_at is null or (confirmed_at at time zone 'UTC')::date < ($2::timestamptz at time zone 'UTC')::date)`,
      [jobId, at],
    );
  } else if ((answer === 'filled' || answer === 'close') && open) {
    await setActor(tx, actor, answer === 'filled' ? 'Filled' : 'Closed early by the employer');
    await tx.query(`update public.jobs set status = 'closed', close_reason = $2 where id = $1`, [jobId, answer === 'filled' ? 'filled' : 'withdrawn']);
  } else if (answer === 'pause' && status === 'live') {
    await setActor(tx, actor, 'Paused by the employer');
    await tx.query(`update public.jobs set status = 'paused' where id = $1`, [jobId]);
  } else if (answer === 'resume' && status === 'paused') {
    // A pause the employer made (or silence) the employer lifts; one our staff made, staff lift.
    const [last] = await tx.query<{ own: boolean }>('select public.job_paused_by_owner($1) as own', [jobId]);
    if (!last?.own) throw new PolicyRefusal('Our staff paused this listing: write to us to bring it back', 'jobs_staff_paused');
    await setActor(tx, actor, 'Resumed by the employer');
    await tx.query(`update public.jobs set status = 'live' where id = $1`, [jobId]);
  }
  // The extension is asked for in the term's last days only, and staff hear of it once a term (the
  // term is its end date: an extension moves it). The request is in the job's history.
  let extendAsked = false;
  if (answer === 'extend' && status === 'live') {
    const asked = await tx.query(
      `insert into public.job_events (job_id, actor, action, note)
       select j.id, $4, 'extension requested', 'For the term ending ' || to_char(j.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
       from public.jobs j
       where j.id = $1 and j.expires_at is not null and j.expires_at - $2::timestamptz <= make_interval(days => $3)
         and not exists (select 1 from public.job_events e where e.job_id = j.id and e.action = 'extension requested'
                         and e.note = 'For the term ending ' || to_char(j.expires_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
       returning id`,
      [jobId, at, EXTEND_WINDOW_DAYS, actor],
    );
    extendAsked = asked.length > 0;
  }
  if (answer !== 'pause')
    await tx.query(`update public.job_checks set answered_at = $2, answer = $3 where job_id = $1 and answered_at is null`, [
      jobId,
      at,
      answer === 'resume' ? 'open' : answer,
    ]);
  return extendAsked;
}

export function createLifecycleStore(sql: Sql): LifecycleStore {
  const service = <T>(fn: (tx: Queryable) => Promise<T>) => asRole(sql, 'service_role', fn);

  /**
   * Records one check per live job that `due` selects, keyed by its window, and queues each new check's mail
   * in the same transaction: a second pass running at the same time inserts nothing, and so queues nothing.
   * `window` and `due` are fixed SQL from this file, never from a caller's input.
   */
  const sendChecks = (
    kind: 'confirm' | 'expiry',
    window: string,
    due: string,
    params: unknown[],
    mail: (job: CheckedJob) => OutboxMail | Promise<OutboxMail>,
  ) =>
    service(async (tx) => {
      const rows = await tx.query(
        `with sent as (
           insert into public.job_checks (job_id, kind, window_start, sent_at)
           select j.id, '${kind}', ${window}, $1
           from public.jobs j
           where j.status = 'live' and j.contact_email is not null and ${due}
           on conflict (job_id, kind, window_start) do nothing
           returning id, job_id)
         select ${CHECKED} from sent c join public.jobs j on j.id = c.job_id`,
        params,
      );
      await enqueueMails(tx, await Promise.all(rows.map((r) => mail(checked(r)))));
      return rows.length;
    });

  return {
    async runPass(now, mails) {
      const at = now.toISOString();
      // Scheduled listings go live and ended ones expire (the database's clock).
      const [moved] = await service((tx) => tx.query<{ moved: number }>('select public.advance_jobs() as moved'));

      // "Still open?": 14 days after the last confirmation (go-live counts as the first).
      const confirmRequests = await sendChecks(
        'confirm',
        'coalesce(j.confirmed_at, j.live_since, j.posted_at)',
        `coalesce(j.confirmed_at, j.live_since, j.posted_at) <= $1::timestamptz - make_interval(days => $2)`,
        [at, CONFIRM_AFTER_DAYS],
        mails.confirm,
      );

      // Silence: a request unanswered for 7 days pauses a live job (off the board); staff hear of it.
      const paused = await service(async (tx) => {
        const rows = await tx.query(
          `with due as (
             select c.id from public.job_checks c join public.jobs j on j.id = c.job_id
             where c.kind = 'confirm' and c.answered_at is null and c.paused_job_at is null and j.status = 'live'
               and c.sent_at <= $1::timestamptz - make_interval(days => $2)
             for update of c skip locked),
           marked as (update public.job_checks c set paused_job_at = $1 from due where c.id = due.id returning c.id, c.job_id)
           select ${CHECKED} from marked c join public.jobs j on j.id = c.job_id`,
          [at, SILENCE_DAYS],
        );
        if (!rows.length) return 0;
        await setActor(tx, 'lifecycle', `No answer to "Still open?" within ${SILENCE_DAYS} days`);
        await tx.query(`update public.jobs set status = 'paused' where id = any($1::bigint[]) and status = 'live'`, [
          `{${rows.map((r) => r.jobId).join(',')}}`,
        ]);
        await enqueueMails(tx, [mails.paused(rows.map(checked))]);
        return rows.length;
      });

      // The expiry reminder, 7 days before the end: once per end date (an extension moves it, and earns another).
      const expiryReminders = await sendChecks(
        'expiry',
        'j.expires_at',
        `j.expires_at > $1::timestamptz and j.expires_at <= $1::timestamptz + make_interval(days => $2)`,
        [at, EXPIRY_REMINDER_DAYS],
        mails.expiry,
      );

      const swept = await service((tx) =>
        tx.query(`delete from public.job_daily_counts where day < ($1::timestamptz at time zone 'UTC')::date - $2::int returning job_id`, [
          at,
          KEEP_COUNTS_DAYS,
        ]),
      );
      // The last change of a burst the rebuild window held back goes now (the dispatch's trailing edge).
      const flushed = await service((tx) => tx.query<{ sent: boolean }>(`select public.flush_rebuild() as sent`));
      return {
        confirmRequests,
        expiryReminders,
        paused,
        advanced: Number(moved?.moved ?? 0),
        countsSwept: swept.length,
        rebuildSent: flushed[0]?.sent === true,
      };
    },

    async answer(jobId, answer, now, extendMail) {
      if (!/^\d{1,18}$/.test(jobId)) return null;
      return service(async (tx) => {
        const found = await tx.query<{ status: string }>('select status from public.jobs where id = $1 for update', [jobId]);
        if (!found[0]) return null;
        const extendAsked = await ownerAnswer(tx, jobId, found[0].status, answer, now, 'employer');
        const after = await ownerView(tx, jobId, now, 30);
        if (extendAsked && after) await enqueueMails(tx, [extendMail(after)]);
        return after;
      });
    },

    ownerView: (jobId, now, days = 30) => service((tx) => ownerView(tx, jobId, now, days)),

    async count(jobId, kind, day) {
      if (!/^\d{1,18}$/.test(jobId)) return false;
      const rows = await service((tx) =>
        tx.query(
          `insert into public.job_daily_counts (job_id, day, kind, count)
           select id, $2::date, $3, 1 from public.jobs where id = $1 and is_active
           on conflict (job_id, day, kind) do update set count = public.job_daily_counts.count + 1
           returning count`,
          [jobId, day, kind],
        ),
      );
      return rows.length > 0;
    },
  };
}
