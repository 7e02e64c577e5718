/** Where this device keeps the jobs it applied to (applied-jobs.ts); pages look for it before loading that code. */
export const APPLIED_KEY = 'rehabmatch:applied';

/** Whether this device applied to any job (storage may be blocked: then none). */
export function appliedAny(): boolean {
  try {
    return !!localStorage.getItem(APPLIED_KEY);
  } catch {
    return false;
  }
}
