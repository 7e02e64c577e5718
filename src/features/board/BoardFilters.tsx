/**
 * The board's filter form (uncontrolled: see board-form.ts). Every option shows how many jobs it would
 * give: the build renders the unfiltered counts and the island keeps them current. The labels
 * whose counts the island rewrites carry suppressHydrationWarning: the inline script blanks them before
 * hydration on a filtered URL, so the right counts never follow wrong ones. Each such label is one string
 * (a template, not "(" {n} ")"): suppressHydrationWarning covers an element's text, not a missing node, and
 * three text nodes blanked to none made React re-render the whole board on every filtered link.
 */
import { TERM_FILTERS } from '~/domain/job-terms';
import { useStore } from '@nanostores/react';
import { forwardRef, memo, useRef } from 'react';
import { JOB_TYPE_LABELS, JOB_TYPES, SCHEDULE_LABELS, SCHEDULES, SETTING_LABELS, SETTINGS, SPECIALTIES, SPECIALTY_LABELS } from '~/domain/job-options';
import { ROLE_SHORT_LABELS, ROLES } from '~/domain/job-role';
import { US_STATES } from '~/domain/us-states';
import type { Facet, FacetCounts } from './facets';
import { MIN_PAY_STEPS, POSTED_DAYS, RADII, SORTS } from './filters';
import { countLabel, MIN_PAY_LABELS, POSTED_LABELS, SORT_LABELS } from './labels';
import { $boardSummary } from './board-state';
import { checkedCount } from './board-form';
import LocationField from './LocationField';
import { closeOnBackdrop } from '~/lib/dialog';
import { formatCount } from '~/domain/numbers';
import { button, card, field, label } from '~/components/ui/styles';

const from = (values: readonly string[], labels: Record<string, string>) => values.map((value) => ({ value, label: labels[value] ?? value }));

interface Select {
  id: string;
  name: Facet | 'sort';
  label: string;
  any?: string;
  options: { value: string; label: string }[];
}
const SELECTS: Select[] = [
  { id: 'job-role', name: 'role', label: 'Role', any: 'All', options: from(ROLES, ROLE_SHORT_LABELS) },
  { id: 'job-type', name: 'type', label: 'Job type', any: 'All', options: from(JOB_TYPES, JOB_TYPE_LABELS) },
  { id: 'job-setting', name: 'setting', label: 'Setting', any: 'All', options: from(SETTINGS, SETTING_LABELS) },
  { id: 'job-specialty', name: 'specialty', label: 'Specialty', any: 'All', options: from(SPECIALTIES, SPECIALTY_LABELS) },
  { id: 'job-min-pay', name: 'minPay', label: 'Minimum pay', any: 'Any pay', options: from(MIN_PAY_STEPS.map(String), MIN_PAY_LABELS) },
  { id: 'job-posted', name: 'posted', label: 'Posted', any: 'Any time', options: from(POSTED_DAYS, POSTED_LABELS) },
  { id: 'job-schedule', name: 'schedule', label: 'Schedule', any: 'Any schedule', options: from(SCHEDULES, SCHEDULE_LABELS) },
  // Jobs this licence reaches: its state's, and with a PT Compact privilege those of the other member states.
  { id: 'job-licence', name: 'licence', label: 'My licence', any: 'Any state', options: from(Object.keys(US_STATES), US_STATES) },
  { id: 'job-sort', name: 'sort', label: 'Sort by', options: from(SORTS, SORT_LABELS) },
];
const CHECKS: { id: string; name: Facet; label: string }[] = [
  { id: 'job-new-grad', name: 'newGrad', label: 'New-grad friendly' },
  { id: 'job-bonus', name: 'bonus', label: 'Sign-on bonus' },
  ...TERM_FILTERS.map(([name, label]) => ({ id: `job-${name}`, name, label })),
  { id: 'job-pay-shown', name: 'payOnly', label: 'Pay shown' },
];

interface Props {
  /** The build's counts, unfiltered (written once; the island rewrites them in place). */
  counts: FacetCounts;
  /** Jobs listed at build time: "Show N jobs" before the first answer. */
  total: number;
  disabled: boolean;
  onClear: () => void;
}

/** Invoker commands (HTML's command/commandfor, in every current browser); not yet in React's types. */
const OPENS_SHEET = { command: 'show-modal', commandfor: 'board-filter-sheet' } as Record<string, string>;
const CLOSES_SHEET = { command: 'close', commandfor: 'board-filter-sheet' } as Record<string, string>;

/** "Filters (N)" on the phone's button: N, the filters set, follows the board's answers. */
function ActiveFilters() {
  const { active } = useStore($boardSummary);
  return (
    <span data-active-filters suppressHydrationWarning>
      {active > 0 ? ` (${active})` : ''}
    </span>
  );
}

/** The sheet's "Show N jobs": closes it on the results already shown behind it. */
function ShowJobs({ total, onClick }: { total: number; onClick: () => void }) {
  const { results } = useStore($boardSummary);
  const n = results ?? total;
  return (
    <button type="button" onClick={onClick} className={`${primary} flex-1 lg:hidden`} data-sheet-show {...CLOSES_SHEET}>
      Show {formatCount(n)} {n === 1 ? 'job' : 'jobs'}
    </button>
  );
}

const primary = button.primarySmall;
const secondary = 'rounded-md border border-slate-300 bg-white px-4 py-2 font-semibold hover:bg-slate-100 disabled:opacity-60';

/**
 * Results first: the search and location fields stay on top; the other filters are a sheet on
 * phones and tablets (a modal dialog opened by "Filters (N)", with its counts, Clear and "Show N jobs") and
 * the sidebar beside the results on a laptop (the same element, shown in place: one set of controls).
 */
const BoardFilters = forwardRef<HTMLFormElement, Props & Omit<React.FormHTMLAttributes<HTMLFormElement>, keyof Props>>(function BoardFilters(
  { counts, total, disabled, onClear, ...form },
  ref,
) {
  const sheet = useRef<HTMLDialogElement>(null);
  const count = (facet: Facet, option: string) => counts[facet][option] ?? 0;
  const close = () => sheet.current?.close();
  return (
    <form ref={ref} role="search" aria-label="Filter jobs" data-board-form className={`${card} p-4 shadow-sm`} {...form}>
      <fieldset className="grid gap-3" disabled={disabled}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
          <div>
            <label htmlFor="job-search" className={label}>
              Search
            </label>
            <input id="job-search" name="q" type="search" placeholder="Title, employer or keyword" className={field} />
          </div>
          <div>
            <label htmlFor="job-location" className={label}>
              Location
            </label>
            <div className="flex gap-2">
              <LocationField />
              <label htmlFor="job-radius" className="sr-only">
                Distance
              </label>
              <select id="job-radius" name="radius" defaultValue="50" className="mt-1 shrink-0 rounded-md border border-slate-400 bg-white px-2 py-2">
                {RADII.map((r) => (
                  <option key={r} value={r}>
                    {r} mi
                  </option>
                ))}
              </select>
            </div>
          </div>
        </div>
        <div className="flex gap-2 lg:hidden">
          {/* The browser opens the sheet itself (invoker commands), so a tap before the board wakes opens it. */}
          <button
            type="button"
            className={`${secondary} flex-1`}
            aria-haspopup="dialog"
            data-sheet-open
            {...OPENS_SHEET}
            onClick={() => {
              if (!('command' in HTMLButtonElement.prototype)) sheet.current?.showModal();
            }}
          >
            Filters
            <ActiveFilters />
          </button>
          <button type="submit" className={`${primary} flex-1`}>
            Search
          </button>
        </div>
        <dialog
          ref={sheet}
          id="board-filter-sheet"
          aria-labelledby="board-filters-title"
          data-filter-sheet
          onClick={closeOnBackdrop}
          className="m-0 mt-auto max-h-[85dvh] w-full max-w-none rounded-t-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-900/50 sm:m-auto sm:max-w-xl sm:rounded-2xl lg:static lg:block lg:max-h-none lg:max-w-none lg:overflow-visible lg:rounded-none lg:bg-transparent lg:shadow-none"
        >
          <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3 lg:border-0 lg:px-0 lg:pt-4 lg:pb-2">
            <h2 id="board-filters-title" className="text-lg font-bold lg:text-base">
              Filters
            </h2>
            <button type="button" className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 lg:hidden" aria-label="Close filters" onClick={close}>
              ✕
            </button>
          </div>
          <div className="grid gap-4 px-4 py-4 lg:p-0">
            <div className="grid grid-cols-1 gap-x-3 gap-y-4 sm:grid-cols-2 lg:grid-cols-1">
              {SELECTS.map((s) => (
                <div key={s.id} className="min-w-0">
                  <label htmlFor={s.id} className={label}>
                    {s.label}
                  </label>
                  <select id={s.id} name={s.name} className={field} defaultValue={s.name === 'sort' ? 'newest' : 'all'}>
                    {s.name === 'sort'
                      ? s.options.map((o) => (
                          <option key={o.value} value={o.value}>
                            {o.label}
                          </option>
                        ))
                      : [
                          <option key="all" value="all" data-label={s.any} suppressHydrationWarning>
                            {countLabel(s.any!, count(s.name as Facet, 'all'))}
                          </option>,
                          ...s.options.map((o) => (
                            <option key={o.value} value={o.value} data-label={o.label} suppressHydrationWarning>
                              {countLabel(o.label, count(s.name as Facet, o.value))}
                            </option>
                          )),
                          // A minimum pay a shared URL asks that is not a step: BoardPrePaint fills this one
                          // before hydration (an option it added would not be in React's tree).
                          ...(s.name === 'minPay'
                            ? [
                                <option key="spare" value="" hidden disabled data-spare="" suppressHydrationWarning>
                                  {/* One string, so the label written before hydration is text React may keep. */}
                                  {'Other amount'}
                                </option>,
                              ]
                            : []),
                        ]}
                  </select>
                </div>
              ))}
            </div>
            <div className="flex flex-col gap-y-1">
              {CHECKS.map((c) => (
                <label key={c.id} htmlFor={c.id} className="inline-flex min-h-10 items-center gap-2 text-sm font-semibold text-slate-800">
                  <input id={c.id} name={c.name} type="checkbox" value="1" className="size-5 accent-brand-600" />
                  {c.label}
                  <span className="font-normal text-slate-700" data-count={c.name} suppressHydrationWarning>
                    {`(${formatCount(checkedCount(counts, c.name))})`}
                  </span>
                </label>
              ))}
            </div>
          </div>
          <div className="sticky bottom-0 flex gap-2 border-t border-slate-200 bg-white px-4 py-3 lg:static lg:border-0 lg:bg-transparent lg:px-0 lg:pt-4">
            <button type="button" onClick={onClear} className={`${secondary} flex-1 lg:flex-none`}>
              Clear<span className="hidden lg:inline"> filters</span>
            </button>
            <ShowJobs total={total} onClick={close} />
            <button type="submit" className={`${primary} hidden lg:inline-block`}>
              Search
            </button>
          </div>
        </dialog>
      </fieldset>
    </form>
  );
});

// The form never changes after it is built (counts are written in place): a change of results does not
// re-render 70 options.
export default memo(BoardFilters);
