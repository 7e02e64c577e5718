/**
 * The applicant's name and email, kept on this device only when they ticked "Remember me on this device",
 * so the next application starts filled in (nobody retypes what they already gave). Nothing leaves the
 * browser; unticking it, or My jobs' "Forget", removes it.
 */
export const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const KEY = 'rehabmatch:applicant';

export interface Applicant {
  name: string;
  email: string;
}

// The shape checked by hand: this runs in the apply dialog's island, which carries no schema library.
const valid = (v: unknown): v is Applicant => {
  const a = v as Partial<Applicant> | null;
  return typeof a?.name === 'string' && typeof a.email === 'string' && a.name.trim().length > 0 && a.name.length <= 200 && EMAIL.test(a.email);
};

/** What this device remembers, or null (never asked, forgotten, storage blocked or edited by hand). */
export function rememberedApplicant(storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): Applicant | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(KEY) ?? 'null');
    return valid(stored) ? { name: stored.name, email: stored.email } : null;
  } catch {
    return null;
  }
}

/** Remember these details, or with null forget them. Storage may be full or blocked: then nothing is kept. */
export function rememberApplicant(applicant: Applicant | null, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    if (applicant && valid(applicant)) storage?.setItem(KEY, JSON.stringify({ name: applicant.name, email: applicant.email }));
    else storage?.removeItem(KEY);
  } catch {
    // private mode or a full quota: the form simply starts empty next time
  }
}
