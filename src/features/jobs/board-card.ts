/**
 * The board's job card as HTML, one implementation for the build (the first cards, in the page) and the
 * browser (every card after): badges, title, employer and place, pay and date, clamped description, and
 * Apply (asks for the page's apply dialog; without script it goes to the detail page's), Save Job and
 * View details. Every value is escaped. The Save button's look follows its aria-pressed.
 */
import { JOB_TYPE_LABELS, SETTING_LABELS } from '~/domain/job-options';
import type { JobSummary } from '~/domain/job-summary';
import { escapeHtml as e } from '~/lib/html';
import { applyTriggerAttributes } from '~/features/apply/apply-trigger';
import { annualHint, cardFacts, formatDate, formatSalary } from './job-format';

const attributes = (a: Record<string, string>) =>
  Object.entries(a)
    .map(([k, v]) => `${k}="${e(v)}"`)
    .join(' ');

const HEART = 'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z';

/** The Save Job / Unsave button, carrying what the saved-jobs cookie keeps (features/saved-jobs/save-buttons.ts). */
export function saveButtonHtml(job: JobSummary, saved: boolean): string {
  return `<button type="button" class="group inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-slate-800 transition-colors hover:bg-slate-100 aria-pressed:border-red-700 aria-pressed:bg-red-700 aria-pressed:text-white aria-pressed:hover:bg-red-800" aria-pressed="${saved}" aria-label="${saved ? 'Unsave' : 'Save Job'}: ${e(job.job_title)}" data-save-job="${e(job.id)}" data-title="${e(job.job_title)}" data-employer="${e(job.employer_name)}" data-city="${e(job.city)}" data-state="${e(job.state)}" data-min="${job.salary_min ?? ''}" data-max="${job.salary_max ?? ''}" data-unit="${job.pay_unit}" data-url="${e(job.url)}"><svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" class="group-aria-pressed:fill-current"><path d="${HEART}"/></svg><span data-save-label>${saved ? 'Unsave' : 'Save Job'}</span></button>`;
}

export function boardCardHtml(job: JobSummary, saved = false): string {
  const id = `job-${e(job.id)}-title`;
  const hint = annualHint(job);
  const facts = cardFacts(job);
  return `<article class="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" aria-labelledby="${id}">
<div class="flex flex-wrap gap-2 text-xs font-semibold"><span class="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">${e(JOB_TYPE_LABELS[job.job_type] ?? job.job_type)}</span><span class="rounded-full bg-emerald-50 px-2.5 py-1 text-emerald-900">${e(SETTING_LABELS[job.setting] ?? job.setting)}</span>${job.partner ? '<span class="rounded-full bg-amber-100 px-2.5 py-1 text-amber-900">★ Recruiting partner</span>' : ''}</div>
<h3 id="${id}" class="mt-3 text-lg font-bold leading-snug"><a href="${e(job.url)}" class="text-slate-900 hover:text-brand-700 hover:underline">${e(job.job_title)}</a></h3>
<p class="mt-1 text-sm text-slate-700">${e(job.employer_name)} · ${e(job.city)}, ${e(job.state)}</p>
<p class="mt-2 flex flex-wrap gap-x-4 text-sm text-slate-700"><span class="font-semibold text-slate-900">${e(formatSalary(job))}</span>${hint ? `<span>${e(hint)}</span>` : ''}<span>Posted ${e(formatDate(job.posted_at))}</span></p>
${facts.length ? `<ul class="mt-2 flex flex-wrap gap-1.5 text-xs text-slate-800" aria-label="Job facts">${facts.map((f) => `<li class="rounded bg-slate-100 px-2 py-0.5">${e(f)}</li>`).join('')}</ul>` : ''}
<p class="mt-3 line-clamp-3 text-sm leading-6 text-slate-700">${e(job.description)}</p>
<div class="mt-4 flex flex-wrap gap-2"><a href="${e(job.url)}#apply" class="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700" aria-label="Apply: ${e(job.job_title)}" ${attributes(applyTriggerAttributes(job))}>Apply</a>${saveButtonHtml(job, saved)}<a href="${e(job.url)}" class="rounded-md px-3 py-2 text-sm font-semibold text-brand-700 hover:underline" aria-label="View details: ${e(job.job_title)}">View details</a></div>
</article>`;
}
