/**
 * The account page's calls to Supabase Auth (the embedded stand-in answers the same), each turned into what
 * the page says: the signed-in address or a sentence to show. Never throws.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AuthConfig } from './auth-config';
import { authClient, signOut } from './session';

type Client = () => Promise<Pick<SupabaseClient, 'auth'>>;
const SIGN_IN_FAILED = 'Sign-in failed. Please try again.';
const NOT_SENT = 'Could not send the link. Please try again in a while.';

/** The signed-in person's address, or null. */
export async function currentEmail(config: AuthConfig, client: Client = () => authClient(config)): Promise<string | null> {
  try {
    const { data } = await (await client()).auth.getUser();
    return data.user?.email ?? null;
  } catch {
    return null;
  }
}

export async function signInWith(
  config: AuthConfig,
  email: string,
  password: string,
  client: Client = () => authClient(config),
): Promise<{ email: string } | { error: string }> {
  if (!email || !password) return { error: 'Please enter your email and password.' };
  try {
    const { data, error } = await (await client()).auth.signInWithPassword({ email, password });
    if (error || !data.user) return { error: error?.message ?? SIGN_IN_FAILED };
    return { email: data.user.email ?? email };
  } catch {
    return { error: SIGN_IN_FAILED };
  }
}

/** The link to choose a new password: the same answer whether or not an account exists (no way to probe for addresses). */
export async function sendRecovery(config: AuthConfig, email: string, client: Client = () => authClient(config)): Promise<string> {
  if (!email.includes('@')) return 'Please enter your email address.';
  try {
    const { error } = await (await client()).auth.resetPasswordForEmail(email, { redirectTo: `${location.origin}/account/set-password` });
    return error ? NOT_SENT : 'If an account exists for that address, a link to choose a new password is on its way.';
  } catch {
    return NOT_SENT;
  }
}

/** Whether this browser is signed out now. */
export async function signOutHere(config: AuthConfig, client: Client = () => authClient(config)): Promise<boolean> {
  try {
    await signOut(await client());
    return true;
  } catch {
    return false;
  }
}
