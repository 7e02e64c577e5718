import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '~/components/ui/toast';
import type { LatLng } from '~/features/location/geo';
import SavedJobsDialog from '~/features/saved-jobs/SavedJobsDialog';
import { applyBoard, EMPTY_FILTERS, geocodeTarget, isBoardData, filtersFromQuery, filtersToQuery, type BoardJob, type Filters } from '../board';
import { geocodeLocation } from '../geocode-client';
import { JOB_TYPE_LABELS, JOB_TYPES, SETTING_LABELS, SETTINGS, SPECIALTIES, SPECIALTY_LABELS } from '~/domain/job-options';
import { isExpiredAt } from '~/domain/job-rules';
import JobCard from './JobCard';

const PAGE = 25; // cards added per "Show more"; the DOM never holds more than the reader asked for
const DEBOUNCE_MS = 500; // SPEC 9: location search debounce

export interface JobBoardProps {
  /** The newest jobs, rendered at build time so the page is useful before any script runs. */
  initialJobs: BoardJob[];
  total: number;
  dataUrl: string;
  profileUrl: string;
}

/** The /jobs island: filters in the URL, the full list from the data file, saved jobs. */
export default function JobBoard({ initialJobs, total, dataUrl, profileUrl }: JobBoardProps) {
  const [all, setAll] = useState<BoardJob[] | null>(null);
  const [filters, setFilters] = useState<Filters>(EMPTY_FILTERS);
  const [draft, setDraft] = useState<Filters>(EMPTY_FILTERS);
  const [origin, setOrigin] = useState<LatLng | null>(null);
  const [locating, setLocating] = useState(false);
  const [visible, setVisible] = useState(PAGE);
  const [now, setNow] = useState(() => Date.now());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // Load the full list after first paint, and read the filters from the URL (shared links, reloads).
  useEffect(() => {
    const fromUrl = filtersFromQuery(new URLSearchParams(location.search));
    setFilters(fromUrl);
    setDraft(fromUrl);
    fetch(dataUrl)
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`status ${r.status}`))))
      .then((raw) => {
        if (!isBoardData(raw)) throw new Error('unexpected data file');
        setNow(Date.now());
        setAll(raw.jobs);
      })
      .catch((error: unknown) => {
        console.error('Failed to load jobs:', error);
        toast({ title: 'Error', description: 'Failed to load jobs. Please try again.', variant: 'destructive' });
      });
    const onPop = () => {
      const f = filtersFromQuery(new URLSearchParams(location.search));
      setFilters(f);
      setDraft(f);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [dataUrl]);

  // Geocode the typed location (cached); without coordinates the filter uses the text rules only. A state
  // needs no lookup; a local name ("SF") is looked up by its place. Until the answer, results wait.
  useEffect(() => {
    let live = true;
    setOrigin(null);
    const target = geocodeTarget(filters.location);
    setLocating(target !== null);
    if (target)
      geocodeLocation(target).then((at) => {
        if (!live) return;
        setOrigin(at);
        setLocating(false);
      });
    return () => {
      live = false;
    };
  }, [filters.location]);

  /** Commits filters: state, URL (a history entry, so Back works) and the first page of results. */
  function commit(next: Filters) {
    setFilters(next);
    setVisible(PAGE);
    const url = `${location.pathname}${filtersToQuery(next)}`;
    if (url !== `${location.pathname}${location.search}`) history.pushState(null, '', url);
  }
  function change(key: keyof Filters, value: string, immediate: boolean) {
    const next = { ...draft, [key]: value };
    setDraft(next);
    clearTimeout(timer.current);
    if (immediate) commit(next);
    else timer.current = setTimeout(() => commit(next), DEBOUNCE_MS);
  }

  // While the location is being looked up there is no honest answer yet: the last answer stays (never
  // "No jobs found" for a place not yet looked up).
  const computed = useMemo(() => (all && !locating ? applyBoard(all, filters, origin, now) : null), [all, filters, origin, now, locating]);
  const last = useRef<BoardJob[] | null>(null);
  if (computed) last.current = computed;
  const results = computed ?? (locating ? last.current : null);
  const shown = results ?? initialJobs;
  const count = results ? results.length : total;
  const listedTotal = all ? all.filter((j) => !isExpiredAt(j.expires_at, now)).length : total;

  const select = (id: string, label: string, key: 'type' | 'setting' | 'specialty', options: readonly string[], labels: Record<string, string>) => (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={draft[key]}
        onChange={(e) => change(key, e.target.value, true)}
        className="mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2"
      >
        <option value="all">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {labels[o] ?? o}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div>
      <form
        role="search"
        aria-label="Filter jobs"
        onSubmit={(e) => {
          e.preventDefault();
          clearTimeout(timer.current);
          commit(draft);
        }}
        className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-2 lg:grid-cols-5"
      >
        <div className="lg:col-span-2">
          <label htmlFor="job-search" className="block text-sm font-semibold text-slate-800">
            Search
          </label>
          <input
            id="job-search"
            name="q"
            type="search"
            value={draft.q}
            onChange={(e) => change('q', e.target.value, false)}
            placeholder="Title, employer or keyword"
            className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        <div className="lg:col-span-3">
          <label htmlFor="job-location" className="block text-sm font-semibold text-slate-800">
            Location
          </label>
          <input
            id="job-location"
            name="location"
            type="text"
            value={draft.location}
            onChange={(e) => change('location', e.target.value, false)}
            placeholder="City, state, ZIP or region (e.g. Bay Area)"
            className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2"
          />
        </div>
        {select('job-type', 'Job type', 'type', JOB_TYPES, JOB_TYPE_LABELS)}
        {select('job-setting', 'Setting', 'setting', SETTINGS, SETTING_LABELS)}
        {select('job-specialty', 'Specialty', 'specialty', SPECIALTIES, SPECIALTY_LABELS)}
        <div className="flex items-end gap-2 lg:col-span-2">
          <button type="submit" className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            Search
          </button>
          <button
            type="button"
            onClick={() => {
              setDraft(EMPTY_FILTERS);
              commit(EMPTY_FILTERS);
            }}
            className="rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100"
          >
            Clear filters
          </button>
        </div>
      </form>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite" data-testid="count-line">
          Showing {count} of {listedTotal} jobs
        </p>
        <SavedJobsDialog />
      </div>

      {shown.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <h2 className="text-xl font-bold">No jobs found</h2>
          <p className="mt-2 text-slate-700">Try a wider location or fewer filters, or tell our recruiters what you are looking for.</p>
          <a
            href={profileUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            Create Profile<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label="Jobs">
          {shown.slice(0, visible).map((job) => (
            <li key={job.id}>
              <JobCard job={job} />
            </li>
          ))}
        </ul>
      )}
      {results && results.length > visible && (
        <div className="mt-6 text-center">
          <button
            type="button"
            onClick={() => setVisible((v) => v + PAGE)}
            className="rounded-md border border-slate-300 bg-white px-5 py-2 font-semibold hover:bg-slate-100"
          >
            Show more jobs
          </button>
        </div>
      )}
    </div>
  );
}
