/**
 * Job matches for clinicians open to offers (run with the daily job alerts): each profile that takes them
 * (not paused, mails on, none sent in the last day) gets one mail of the jobs that went live since its last
 * one and fit it: its role, a licence or compact privilege that reaches the job's state, within its radius
 * (or remote work when it is open to that), pay that reaches its least (a job without pay stated is left
 * out), from a practice it has not blocked. At most one mail a day; the mail's one-click link turns them off.
 */
import { annualEquivalent, formatPay } from '~/domain/pay';
import { compactReach } from '~/domain/pt-compact';
import { jobUrl } from '~/domain/job-url';
import { geocodeJob } from '~/features/location/gazetteer.server';
import { distanceMiles } from '~/features/location/geo';
import { matchesMail } from './talent-mail.server';
import { matchesUnsubscribeToken, matchesUnsubscribeUrl } from './talent-links';
import type { LiveJob, TalentStore } from './talent.store';

export async function mailMatches(
  store: TalentStore,
  o: { siteUrl: string; productName: string; secret: string; now?: Date },
): Promise<{ mailed: number; jobs: number }> {
  const now = o.now ?? new Date();
  const { due, jobs } = await store.matchCandidates(now);
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
      if (j.employer_id && (await store.blocked(d.user_id, j.employer_id))) continue;
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
    // The mail and the day's mark in one transaction: a rerun the same day sends nothing again.
    await store.recordMatchMail(
      d.user_id,
      { ...matchesMail(d.email, list, unsubscribe, o.productName), idempotencyKey: `talent-matches:${d.ref}:${now.toISOString().slice(0, 10)}` },
      now,
    );
    mailed++;
    sentJobs += list.length;
  }
  return { mailed, jobs: sentJobs };
}
