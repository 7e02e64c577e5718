/**
 * Saved jobs, shared by every island on a page (board, saved-jobs button and dialog, detail pages).
 * Persisted to the `{product}_saved_jobs` cookie for 30 days.
 */
import { countJob } from '~/features/figures/count';
import { atom, computed } from 'nanostores';
import { callApi } from '~/lib/api';
import { SAVED_JOBS_COOKIE, SAVED_JOBS_COOKIE_MAX_AGE_SECONDS } from '~/config/public';
import { parseSavedJobs, readCookie, SAVED_JOBS_CHANGED, serializeSavedJobs, type SavedJob } from './saved-job';

export const $savedJobs = atom<SavedJob[]>([]);
export const $savedCount = computed($savedJobs, (jobs) => jobs.length);

let loaded = false;

/** Loads the list from the cookie once per page (call from an island's effect). */
export function loadSavedJobs(): void {
  if (loaded || typeof document === 'undefined') return;
  loaded = true;
  $savedJobs.set(parseSavedJobs(readCookie(document.cookie, SAVED_JOBS_COOKIE)));
}

function persist(jobs: SavedJob[]): SavedJob[] {
  const { value, kept } = serializeSavedJobs(jobs);
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // An empty list removes the cookie: the device then keeps nothing.
  const age = kept.length ? SAVED_JOBS_COOKIE_MAX_AGE_SECONDS : 0;
  document.cookie = `${SAVED_JOBS_COOKIE}=${kept.length ? value : ''}; Max-Age=${age}; Path=/; SameSite=Lax${secure}`;
  document.dispatchEvent(new CustomEvent(SAVED_JOBS_CHANGED, { detail: kept.length }));
  return kept;
}

export function isSaved(id: string): boolean {
  return $savedJobs.get().some((j) => j.id === id);
}

/** Saves or unsaves a job; returns whether it is saved afterwards. */
export function toggleSavedJob(job: SavedJob): boolean {
  const list = $savedJobs.get();
  if (list.some((j) => j.id === job.id)) {
    $savedJobs.set(persist(list.filter((j) => j.id !== job.id)));
    return false;
  }
  $savedJobs.set(persist([...list, job]));
  countJob(job.id, 'save');
  return true;
}

export function removeSavedJob(id: string): void {
  $savedJobs.set(persist($savedJobs.get().filter((j) => j.id !== id)));
}

/** Forgets every saved job on this device (My jobs' "Forget"). */
export function forgetSavedJobs(): void {
  $savedJobs.set(persist([]));
}

/**
 * The saved jobs no longer listed (closed, expired or taken down since the page was built), asked of the
 * server; the fixed pages' jobs never close. An empty set when the answer does not come.
 */
export async function unlistedSavedJobs(): Promise<Set<string>> {
  const ids = $savedJobs
    .get()
    .map((j) => j.id)
    .filter((id) => /^\d+$/.test(id));
  if (!ids.length) return new Set();
  const r = await callApi<{ listed: string[] }>(`/api/jobs/listed?ids=${ids.join(',')}`);
  return r.ok ? new Set(ids.filter((id) => !r.body.listed.includes(id))) : new Set();
}
