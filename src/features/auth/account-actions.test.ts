// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { currentEmail, sendRecovery, signInWith, signOutHere } from './account-actions';

const config = { url: null, anonKey: 'anon' };
type Auth = Record<string, (...args: unknown[]) => Promise<unknown>>;
const client = (auth: Auth) => async () => ({ auth }) as never;
const offline = client(
  new Proxy({} as Auth, {
    get: () => async () => {
      throw new TypeError('Failed to fetch');
    },
  }),
);

describe("the account page's calls", () => {
  it('signs in, or says why not, never throwing', async () => {
    const ok = client({ signInWithPassword: async () => ({ data: { user: { email: 'ana@example.com' } }, error: null }) });
    expect(await signInWith(config, 'ana@example.com', 'pw', ok)).toEqual({ email: 'ana@example.com' });
    const wrong = client({ signInWithPassword: async () => ({ data: { user: null }, error: { message: 'Invalid login credentials' } }) });
    expect(await signInWith(config, 'ana@example.com', 'pw', wrong)).toEqual({ error: 'Invalid login credentials' });
    expect(await signInWith(config, '', 'pw', ok)).toEqual({ error: 'Please enter your email and password.' });
    expect(await signInWith(config, 'ana@example.com', 'pw', offline)).toEqual({ error: 'Sign-in failed. Please try again.' });
  });

  it('answers a recovery the same whether or not the address has an account', async () => {
    const sent = client({ resetPasswordForEmail: async () => ({ error: null }) });
    expect(await sendRecovery(config, 'ana@example.com', sent)).toBe('If an account exists for that address, a link to choose a new password is on its way.');
    expect(await sendRecovery(config, 'nobody', sent)).toBe('Please enter your email address.');
    expect(await sendRecovery(config, 'ana@example.com', offline)).toBe('Could not send the link. Please try again in a while.');
  });

  it('reads who is signed in, and signs out (a network failure is not signed out)', async () => {
    expect(await currentEmail(config, client({ getUser: async () => ({ data: { user: { email: 'a@b.co' } } }) }))).toBe('a@b.co');
    expect(await currentEmail(config, offline)).toBeNull();
    expect(await signOutHere(config, client({ signOut: async () => ({ error: null }) }))).toBe(true);
    expect(await signOutHere(config, offline)).toBe(false);
  });
});
