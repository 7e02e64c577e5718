/**
 * The jobs this device applied to through the site, with the day: the job's page says "Applied on {date}"
 * instead of "Apply Now", and My jobs lists them at once (before any mail's link is opened). Nothing
 * leaves the browser; My jobs' "Forget" removes the list.
 */
import { APPLIED_KEY as KEY } from './applied-key';
/** Enough for anyone's search; the oldest go first. */
const MAX = 200;

export interface AppliedJob {
  id: string;
  title: string;
  employer: string;
  /** The job's page (a path on this site). */
  url: string;
  /** When: an ISO time. */
  on: string;
}

// The shape checked by hand: this runs in islands that carry no schema library.
const valid = (v: unknown): v is AppliedJob => {
  const a = v as Partial<AppliedJob> | null;
  return (
    typeof a?.id === 'string' &&
    /^[\w-]{1,64}$/.test(a.id) &&
    typeof a.title === 'string' &&
    typeof a.employer === 'string' &&
    typeof a.url === 'string' &&
    a.url.startsWith('/') &&
    !a.url.startsWith('//') &&
    typeof a.on === 'string' &&
    !Number.isNaN(Date.parse(a.on))
  );
};

/** The jobs this device applied to, newest first (none when storage is blocked or edited by hand). */
export function appliedJobs(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): AppliedJob[] {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(valid) : [];
  } catch {
    return [];
  }
}

/** Records an application (again: its first day stays). Storage may be full or blocked: then nothing is kept. */
export function markApplied(job: AppliedJob, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): void {
  try {
    const list = appliedJobs(storage);
    const earlier = list.find((j) => j.id === job.id);
    const next = [{ ...job, on: earlier?.on ?? job.on }, ...list.filter((j) => j.id !== job.id)].slice(0, MAX);
    storage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // private mode or a full quota
  }
}

export function forgetAppliedJobs(storage: Pick<Storage, 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    storage?.removeItem(KEY);
  } catch {
    // nothing to remove
  }
}

/** "Applied on Nov 27, 2026". */
export const appliedLabel = (on: string) =>
  `Applied on ${new Date(on).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })}`;

/**
 * The page's own apply buttons (those marked data-applied-label: the job page's card and phone bar, not
 * React's) for jobs this device applied to say so.
 */
export function showApplied(root: ParentNode = document, list = appliedJobs()): void {
  for (const job of list) {
    for (const el of root.querySelectorAll<HTMLElement>(`[data-apply-trigger][data-applied-label][data-job-id="${job.id}"]`)) {
      el.textContent = appliedLabel(job.on);
      el.setAttribute('data-applied', '');
    }
  }
}

/** The job's page: this one when it is a job's, else the link of the job's card on the board. */
export function jobPath(jobId: string): string {
  const card = document.querySelector<HTMLAnchorElement>(`#job-${CSS.escape(jobId)}-title a[href]`);
  const here = location.pathname;
  return card ? new URL(card.href, location.href).pathname : here;
}
