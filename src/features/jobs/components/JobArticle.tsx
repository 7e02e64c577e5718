/**
 * A job's page body, written once: the built job page renders it to static HTML (JobDetail.astro adds its
 * scripts and the parts that need the server), and staff preview a posting under review with the same
 * component, so what they approve is what visitors will see. Static markup only: no state, no handlers.
 */
import type React from 'react';
import type { ReactNode } from 'react';
import { button, card } from '~/components/ui/styles';
import { leavesSite } from '~/lib/links';
import { confirmedOpen, formatDate, formatSalary } from '~/domain/job-format';
import { formatExperience, isRealSite, jobFacts, jobTerms, splitList, visibleEeoStatement, visitPayHourly } from '~/domain/job-page-format';
import { approxAnnual } from '~/domain/pay';
import { answersBasis, answersLine, type ResponseFigure } from '~/domain/responsiveness';
import { isRecruitingPartnerJob, takesApplicationsHere } from '~/domain/job-rules';
import { JOB_TYPE_LABELS, SETTING_LABELS, SPECIALTY_LABELS, type PublicJob, type Specialty } from '~/domain/job';
import { LICENCE_KEY, PT_COMPACT_ACTIVE } from '~/domain/pt-compact';
import { US_STATES } from '~/domain/us-states';
import { applyTriggerAttributes } from '~/features/applications/apply-trigger';

export interface JobArticleProps {
  job: PublicJob;
  /** The site's name (a job posted under it is a recruiting-partner job). */
  siteName: string;
  answers?: ResponseFigure | undefined;
  /** Under the title and pay (the save button). */
  save?: ReactNode;
  /** The employer's contact card for signed-in visitors (hidden until filled). */
  contact?: ReactNode;
  /** Extra links in the aside; the report form at its end. */
  actions?: ReactNode;
  report?: ReactNode;
}

type ElementProps = React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & { [data: `data-${string}`]: string };
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React's JSX types are declared in this namespace
  namespace JSX {
    interface IntrinsicElements {
      /** The page's custom elements (apply-elements.ts). */
      'expired-notice': ElementProps;
      'apply-card': ElementProps;
      'apply-bar': ElementProps;
    }
  }
}

/** Requirements or benefits: a titled list, left out when the posting gives none. */
function ListSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
        {items.map((item, i) => (
          <li key={i}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function Dd({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

export default function JobArticle({ job, siteName, answers, save, contact, actions, report }: JobArticleProps) {
  const answered = answersLine(answers);
  const partner = isRecruitingPartnerJob(job, siteName);
  const requirements = splitList(job.requirements);
  const benefits = splitList(job.benefits);
  const eeo = visibleEeoStatement(job.eeo_statement);
  // Only http(s) websites reach a page: the job schema refuses others at the store boundary.
  // Only a real site is linked: the seed's and tests' reserved example names are not shown to visitors.
  const website = partner ? null : ([job.company_website, job.employer_website].find(isRealSite) ?? null);
  const experience = formatExperience(job.experience_level);
  const salary = formatSalary(job);
  // Pay posted by the hour, day, week or visit also shows its annual equivalent, to compare.
  const perYear = approxAnnual(job.salary_min, job.salary_max, job.pay_unit, job.job_type);
  // Per-visit pay also shows what it comes to by the hour, with its assumptions.
  const perHour = visitPayHourly(job);
  const terms = jobTerms(job);
  // A PT or PTA job that takes compact privileges in a member state: the page says whether the visitor's
  // remembered licence reaches it.
  const compact = job.accepts_pt_compact === true && (job.role === 'pt' || job.role === 'pta') && PT_COMPACT_ACTIVE.includes(job.state);
  const trigger = applyTriggerAttributes({ id: job.id, job_title: job.job_title, employer_name: job.employer_name, partner });
  // The fixed pages' jobs are not in the database, so only the mail program can send theirs.
  const ways = partner
    ? `Our recruiters handle this role. Tell us you are interested, through ${siteName} or from your own email app, and we will reply within 24 hours.`
    : takesApplicationsHere({ id: job.id })
      ? `Send your application to ${job.employer_name} through ${siteName}: no email app needed, we email you a receipt and its status. Or send it from your own email app.`
      : `Your mail program opens with an application to ${job.employer_name}, ready for you to send.`;

  return (
    <article className="mx-auto grid max-w-6xl grid-cols-1 gap-8 px-4 pt-10 lg:grid-cols-3 lg:pb-10">
      <div className="lg:col-span-2">
        <a href="/jobs" className="text-sm font-semibold text-brand-700 hover:underline" data-back="">
          ← Back to Jobs
        </a>
        <expired-notice className="contents">
          <p className="mt-4 rounded-md border border-slate-300 bg-slate-100 p-3 text-sm font-semibold" data-expired-notice="" hidden>
            This job is no longer accepting applications
          </p>
        </expired-notice>
        <div className="mt-4 flex flex-wrap gap-2 text-xs font-semibold">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{JOB_TYPE_LABELS[job.job_type]}</span>
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-900">{SETTING_LABELS[job.setting]}</span>
          {experience && <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-800">{experience}</span>}
          {job.employer_verified && <span className="rounded-full bg-sky-50 px-2.5 py-1 text-sky-900">✓ Verified Employer</span>}
        </div>
        <h1 className="mt-3 flex items-start gap-2 text-3xl font-extrabold tracking-tight">
          {partner && (
            <span className="text-amber-500" role="img" aria-label="Recruiting partner job">
              ★
            </span>
          )}
          {job.job_title}
        </h1>
        <p className="mt-2 text-lg text-slate-700">
          {job.employer_name} · {job.city}, {job.state}
          {job.zip_code ? ` ${job.zip_code}` : ''}
        </p>
        <p className="mt-1 text-lg font-semibold text-emerald-800">{salary}</p>
        {job.confirmed_at && (
          <p className="mt-1 text-sm text-emerald-800">
            ✓{' '}
            <time dateTime={job.confirmed_at} data-confirmed-open="">
              {confirmedOpen(job.confirmed_at, null)}
            </time>
          </p>
        )}
        {/* The employer's figures count this view (no cookie, no personal data); see job-view.ts. */}
        <div hidden data-job-view={job.id}></div>
        {save && <div className="mt-4">{save}</div>}
        {partner && (
          <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
            <p className="font-semibold">A {siteName} recruiting partner role</p>
            <p className="mt-1">
              Our recruiters are filling this position for a verified clinic. Applying connects you with our team, who will introduce you to the employer.
            </p>
          </div>
        )}
        <section className="mt-8" aria-labelledby="about-role">
          <h2 id="about-role" className="text-xl font-bold">
            About the role
          </h2>
          <p className="mt-3 whitespace-pre-line leading-7 text-slate-800">{job.description}</p>
        </section>
        <ListSection id="requirements" title="Requirements" items={requirements} />
        <ListSection id="benefits" title="Benefits" items={benefits} />
        {eeo && (
          <section className="mt-8" aria-labelledby="eeo">
            <h2 id="eeo" className="text-xl font-bold">
              Equal opportunity
            </h2>
            <p className="mt-3 text-sm leading-6 text-slate-700">{eeo}</p>
          </section>
        )}
      </div>
      {/* A column of gaps, not margins: some of its parts are script-filled wrappers without a box of their own. */}
      <aside className="flex flex-col gap-6">
        {/* First in the aside: on a laptop the apply button is within the first screen. */}
        <apply-card className="contents">
          <section
            id="apply"
            className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
            aria-labelledby="apply-title"
            data-apply-card=""
            data-expires-at={job.expires_at ?? ''}
          >
            <h2 id="apply-title" className="text-lg font-bold">
              Apply for this job
            </h2>
            <div data-open="">
              <p className="mt-2 text-sm text-slate-700" data-apply-ways="">
                {ways}
              </p>
              <button type="button" className={`${button.primaryWide} mt-4`} {...trigger} data-applied-label="">
                {partner ? 'Contact Our Recruiters' : 'Apply Now'}
              </button>
            </div>
            <p className="mt-2 rounded-md bg-slate-100 p-3 text-sm font-semibold text-slate-800" data-closed="" hidden>
              This job is no longer accepting applications
            </p>
          </section>
        </apply-card>
        {answered && answers && (
          <p className={`${card} p-4 text-sm shadow-sm`} data-answers="">
            <strong className="block text-slate-900">{answered}</strong>
            <span className="text-slate-600">{answersBasis(answers, siteName)}</span>
          </p>
        )}
        <section className={`${card} p-6 shadow-sm`} aria-labelledby="details-title">
          <h2 id="details-title" className="text-lg font-bold">
            Job details
          </h2>
          <dl className="mt-4 space-y-3 text-sm">
            <Dd label="Salary range">
              {salary}
              {perYear && <span className="block text-slate-600">{perYear}</span>}
              {perHour && <span className="block text-slate-600">{perHour}</span>}
            </Dd>
            <Dd label="Posted">{formatDate(job.posted_date ?? job.posted_at)}</Dd>
            <Dd label="Job type">{JOB_TYPE_LABELS[job.job_type]}</Dd>
            <Dd label="Setting">{SETTING_LABELS[job.setting]}</Dd>
            {job.specialty && <Dd label="Specialty">{SPECIALTY_LABELS[job.specialty as Specialty] ?? job.specialty}</Dd>}
            {jobFacts(job).map((f) => (
              <Dd key={f.label} label={f.label}>
                {f.value}
              </Dd>
            ))}
          </dl>
        </section>
        {compact && (
          // Filled by the page's script from the licence the device remembers (hidden until then).
          <p
            className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm font-semibold text-emerald-900"
            data-compact-reach=""
            data-state={job.state}
            data-members={JSON.stringify(Object.fromEntries(PT_COMPACT_ACTIVE.map((s) => [s, US_STATES[s]])))}
            data-key={LICENCE_KEY}
            hidden
          />
        )}
        {terms.length > 0 && (
          <section className={`${card} p-6 shadow-sm`} aria-labelledby="terms-title">
            <h2 id="terms-title" className="text-lg font-bold">
              Terms
            </h2>
            <dl className="mt-4 space-y-3 text-sm">
              {terms.map((t) => (
                <Dd key={t.label} label={t.label}>
                  {t.value}
                </Dd>
              ))}
            </dl>
            <p className="mt-4 text-xs text-slate-600">As the employer states them. Ask about any term not listed before you sign.</p>
          </section>
        )}
        {!partner && contact}
        {actions}
        {website && (
          <p className="text-sm">
            <a
              href={website}
              className="font-semibold text-brand-700 underline"
              {...(leavesSite(website) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              Visit company website
              {leavesSite(website) && <span className="sr-only"> (opens in a new tab)</span>}
            </a>
          </p>
        )}
        {report}
      </aside>
      {/* Phones and tablets: the pay and Apply, stuck to the bottom while the job is in view (sticky inside the article, so never over the footer). */}
      <apply-bar
        className="sticky bottom-0 z-30 -mx-4 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden"
        data-expires-at={job.expires_at ?? ''}
      >
        <p className="min-w-0 text-sm">
          <span className="block truncate font-semibold text-slate-900">{job.job_title}</span>
          <span className="block truncate text-emerald-800">{salary}</span>
        </p>
        <button
          type="button"
          className="shrink-0 rounded-md bg-brand-600 px-4 py-2.5 font-semibold text-white hover:bg-brand-700"
          {...trigger}
          data-applied-label=""
        >
          {partner ? 'Contact Recruiters' : 'Apply Now'}
        </button>
      </apply-bar>
    </article>
  );
}
