/**
 * The staff console's shared state: who is signed in, the message the console last announced, and the
 * job open in the editor. One island, several components; nanostores as elsewhere.
 */
import { atom } from 'nanostores';

export type ConsolePhase = 'loading' | 'signed-out' | 'mfa-enroll' | 'mfa-challenge' | 'not-staff' | 'ready';

export const $phase = atom<ConsolePhase>('loading');
export const $staffEmail = atom<string | null>(null);
/** The last outcome, announced politely (role=status) or as an alert when it is an error. */
export const $notice = atom<{ text: string; error: boolean } | null>(null);
export const $openJob = atom<string | null>(null);

export function announce(text: string, error = false): void {
  $notice.set({ text, error });
}

/** An employer to find under Employers (a job's "Verify … under Employers" sets it; the console opens that tab). */
export const $findEmployer = atom<string | null>(null);
