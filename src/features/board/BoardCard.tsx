/**
 * The board's job card (the build renders the first ones into the page, the island every one after):
 * badges, title, employer and place, pay and date, clamped description, and Apply (asks for the page's
 * apply dialog; without script it goes to the detail page's), Save Job, View details, and a menu with
 * "Report this job" (the job page's report form).
 */
import ConfirmedOpen from './ConfirmedOpen';
import { memo } from 'react';
import { JOB_TYPE_LABELS, SETTING_LABELS } from '~/domain/job-options';
import type { JobSummary } from '~/domain/job-summary';
import { annualHint, cardFacts, formatDate, formatSalary } from '~/domain/job-format';
import { applyTriggerAttributes } from '~/features/applications/apply-trigger';
import type { ComponentType } from 'react';
import { distanceMiles, type LatLng } from '~/features/location/geo';
import { plural } from '~/lib/plural';
import { COMPACT_BIT } from '~/domain/job-terms';
import { compactReach } from '~/domain/pt-compact';
import { US_STATES } from '~/domain/us-states';
import { card } from '~/components/ui/styles';

/** "3 miles away" (whole miles; "Under 1 mile away" when nearer): how far the job is from the searched place. */
export function milesAway(job: Pick<JobSummary, 'lat' | 'lng'>, from: LatLng | null | undefined): string | null {
  if (!from || job.lat == null || job.lng == null) return null;
  const miles = Math.round(distanceMiles(from, { lat: job.lat, lng: job.lng }));
  return miles < 1 ? 'Under 1 mile away' : `${plural(miles, 'mile')} away`;
}

interface Props {
  job: JobSummary;
  from?: LatLng | null;
  licence?: string | undefined;
  /** Save Job: the store's button in the island; drawn unsaved where the card is served before any script (ServedSearch.tsx). */
  Save: ComponentType<{ job: JobSummary }>;
}

function BoardCard({ job, from, licence, Save }: Props) {
  const away = milesAway(job, from);
  // With "My licence" set: a job in another member state that takes compact privileges says so.
  const reach = !!licence && compactReach(licence, { state: job.state, accepts_pt_compact: (job.terms & COMPACT_BIT) !== 0 }) === 'privilege';
  const id = `job-${job.id}-title`;
  const hint = annualHint(job);
  const facts = cardFacts(job);
  return (
    <article className={`${card} p-5 shadow-sm`} aria-labelledby={id}>
      <div className="flex flex-wrap gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{JOB_TYPE_LABELS[job.job_type] ?? job.job_type}</span>
        <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-900">{SETTING_LABELS[job.setting] ?? job.setting}</span>
        {job.partner && <span className="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">★ Recruiting partner</span>}
        {job.employer_verified && <span className="rounded-full bg-sky-50 px-2.5 py-1 text-sky-900">✓ Verified Employer</span>}
      </div>
      <h3 id={id} className="mt-3 text-lg leading-snug font-bold">
        <a href={job.url} className="text-slate-900 hover:text-brand-700 hover:underline">
          {job.job_title}
        </a>
      </h3>
      <p className="mt-1 text-sm text-slate-700">
        {job.employer_name} · {job.city}, {job.state}
        {away && <span data-distance> · {away}</span>}
      </p>
      {reach && <p className="mt-1 text-sm font-semibold text-emerald-800">Workable with a compact privilege from {US_STATES[licence!]}</p>}
      <p className="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-700">
        <span className="font-semibold text-slate-900">{formatSalary(job)}</span>
        {hint && <span>{hint}</span>}
        <span>Posted {formatDate(job.posted_at)}</span>
        {job.confirmed_at && <ConfirmedOpen at={job.confirmed_at} />}
      </p>
      {facts.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5 text-xs text-slate-800" aria-label="Job facts">
          {facts.map((f) => (
            <li key={f} className="rounded bg-slate-100 px-2 py-0.5">
              {f}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-3 line-clamp-3 text-sm leading-6 text-slate-700">{job.description}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <a
          href={`${job.url}#apply`}
          className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700"
          aria-label={`Apply: ${job.job_title}`}
          // A plain click is taken by the page's head script (ApplyEarly.astro), hydrated or not.
          {...applyTriggerAttributes(job)}
        >
          Apply
        </a>
        <Save job={job} />
        <a
          href={job.url}
          // On a phone the title (a link too) says it; alone on a line of its own, this only took room.
          className="hidden rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:underline sm:inline-block"
          aria-label={`View details: ${job.job_title}`}
        >
          View details
        </a>
        {/^\d+$/.test(job.id) && (
          // The card's menu: a disclosure, so it opens before any script runs; it opens in the card's flow
          // (cards contain their paint, so a floating panel would be cut off).
          <details className="ml-auto text-right text-sm font-semibold text-slate-700">
            <summary className="cursor-pointer list-none px-3 py-2" aria-label={`More: ${job.job_title}`}>
              More
            </summary>
            <a href={`${job.url}#report`} className="block px-3 py-2 underline">
              Report this job
            </a>
          </details>
        )}
      </div>
    </article>
  );
}

// A job's card never changes within a build: one already on screen is not rendered again when more arrive.
export default memo(BoardCard, (a, b) => a.job.id === b.job.id && a.licence === b.licence);
