/**
 * Job matches for clinicians open to offers (run with the daily job alerts): each profile that takes them
 * (not paused, mails on, none sent in the last day) gets one mail of the jobs that went live since its last
 * one and fit it: its role, a licence or compact privilege that reaches the job's state, within its radius
 * (or remote work when it is open to that), pay that reaches its least (a job without pay stated is left
 * out), from a practice it has not blocked. At most one mail a day; the mail's one-click link turns them off.
 */
import { annualEquivalent, formatPay, type PayUnit } from '~/domain/pay';
import { compactReach } from '~/domain/pt-compact';
import { jobUrl } from '~/domain/job-url';
import { geocodeJob } from '~/features/location/gazetteer.server';
import { distanceMiles } from '~/features/location/geo';
import { enqueueMails } from '~/server/store/mail-outbox.store';
import { serviceRole } from '~/server/store/acting';
import type { Sql } from '~/server/db/sql';
import { matchesMail } from './talent-mail';
import { matchesUnsubscribeToken, matchesUnsubscribeUrl } from './talent-links';

interface Due {
  user_id: string;
  ref: string;
  email: string;
  role: string;
  licence_states: string[];
  compact: boolean;
  pay_floor: string;
  pay_unit: PayUnit;
  lat: number | null;
  lng: number | null;
  radius_miles: number | null;
  remote: boolean;
  since: string | Date;
  [k: string]: unknown;
}

interface LiveJob {
  id: string;
  slug: string | null;
  job_title: string;
  employer_name: string;
  employer_id: string | null;
  city: string;
  state: string;
  zip_code: string | null;
  role: string;
  setting: string;
  salary_min: number | null;
  salary_max: number | null;
  pay_unit: PayUnit;
  accepts_pt_compact: boolean | null;
  live_since: string | Date;
  [k: string]: unknown;
}

export async function mailMatches(sql: Sql, o: { siteUrl: string; productName: string; secret: string; now?: Date }): Promise<{ mailed: number; jobs: number }> {
  const now = o.now ?? new Date();
  return serviceRole(sql)(async (tx) => {
    const due = await tx.query<Due>(
      `select p.user_id::text, p.ref::text, u.email, p.role, p.licence_states, p.compact, p.pay_floor, p.pay_unit, p.lat, p.lng, p.radius_miles, p.remote,
              coalesce(p.last_match_mail_at, p.created_at) as since
         from public.talent_profiles p join auth.users u on u.id = p.user_id
        where not p.paused and p.match_mails and (p.last_match_mail_at is null or p.last_match_mail_at <= $1::timestamptz - interval '1 day')`,
      [now.toISOString()],
    );
    if (!due.length) return { mailed: 0, jobs: 0 };
    const oldest = due.reduce((m, d) => Math.min(m, new Date(d.since).getTime()), Infinity);
    const jobs = await tx.query<LiveJob>(
      `select id::text, slug, job_title, employer_name, employer_id::text, city, state, zip_code, role, setting, salary_min, salary_max, pay_unit,
              accepts_pt_compact, coalesce(live_since, posted_at) as live_since
         from public.jobs where status = 'live' and coalesce(live_since, posted_at) > $1::timestamptz order by coalesce(live_since, posted_at)`,
      [new Date(oldest).toISOString()],
    );
    const points = new Map(jobs.map((j) => [j.id, geocodeJob(j)]));
    let mailed = 0;
    let sentJobs = 0;
    for (const d of due) {
      const floor = annualEquivalent(Number(d.pay_floor), d.pay_unit);
      const fits: LiveJob[] = [];
      for (const j of jobs) {
        if (new Date(j.live_since) <= new Date(d.since) || j.role !== d.role) continue;
        if (!d.licence_states.some((l) => compactReach(l, j) === 'licence' || (d.compact && compactReach(l, j) === 'privilege'))) continue;
        const top = j.salary_max ?? j.salary_min;
        if (top === null || annualEquivalent(top, j.pay_unit) < floor) continue;
        const at = points.get(j.id);
        const near = d.lat !== null && d.lng !== null && at && distanceMiles({ lat: d.lat, lng: d.lng }, at) <= (d.radius_miles ?? 0);
        if (!near && !(d.remote && j.setting === 'remote')) continue;
        if (j.employer_id) {
          const [b] = await tx.query<{ blocked: boolean }>('select public.talent_blocked($1::uuid, $2::bigint) as blocked', [d.user_id, j.employer_id]);
          if (b?.blocked) continue;
        }
        fits.push(j);
      }
      if (!fits.length) continue;
      const unsubscribe = matchesUnsubscribeUrl(o.siteUrl, await matchesUnsubscribeToken(o.secret, d.ref));
      const list = fits.slice(0, 20).map((j) => ({
        title: j.job_title,
        employer: j.employer_name,
        city: j.city,
        state: j.state,
        url: `${o.siteUrl}${jobUrl(j)}`,
        pay: formatPay(j.salary_min, j.salary_max, j.pay_unit),
      }));
      await enqueueMails(tx, [{ ...matchesMail(d.email, list, unsubscribe, o.productName), idempotencyKey: `talent-matches:${d.ref}:${now.toISOString().slice(0, 10)}` }]);
      await tx.query('update public.talent_profiles set last_match_mail_at = $2 where user_id = $1', [d.user_id, now.toISOString()]);
      mailed++;
      sentJobs += list.length;
    }
    return { mailed, jobs: sentJobs };
  });
}
