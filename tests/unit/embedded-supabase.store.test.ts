import { createClient } from '@supabase/supabase-js';
import { standInClient } from '../support/stand-in-client';
import { JOB_ROW_BASE } from '../support/job-rows';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, describeEachDriver, type TestDb } from '../support/databases';
import { AUTH_STORAGE_KEY } from '~/features/auth/auth-config';
import { applyAddress, fetchJobContact } from '~/features/auth/job-contact';
import { signOut } from '~/features/auth/session';
import type { JobInput } from '~/domain/job';
import {
  createEmbeddedSupabase,
  embeddedServiceKey,
  ensureEmbeddedUsers,
  parseEmbeddedUsers,
  type EmbeddedSupabase,
} from '~/server/embedded-auth/embedded-supabase.server';
import { hashPassword, verifyPassword } from '~/server/embedded-auth/passwords';
import { signAccessToken, verifyAccessToken } from '~/server/embedded-auth/tokens';

const base = {
  ...JOB_ROW_BASE,
  description: 'Orthopedic caseload.',
  posted_at: '2026-11-20T00:00:00Z',
  contact_name: 'Dana Reyes',
  contact_email: 'dana@harbor.example',
  contact_phone: '555-0100',
  application_email: 'jobs@harbor.example',
  phone_number: '555-0101',
} as const;
const rows: JobInput[] = [
  { ...base, id: 1, slug: 'ortho-pt', job_title: 'Orthopedic PT', is_active: true },
  { ...base, id: 2, slug: null, job_title: 'Inactive PTA', is_active: false },
  { ...base, id: 3, slug: null, job_title: 'No application address', is_active: true, application_email: null },
];
const SECRET = 'test-secret-test-secret';
let api: EmbeddedSupabase;

/** Real supabase-js, with its HTTP calls answered by the embedded stand-in (no network). */
const client = (handler: EmbeddedSupabase = api) => standInClient(handler);

describe('passwords and tokens', () => {
  it('hashes with a salt and verifies', async () => {
    const a = await hashPassword('s3cret');
    expect(a).not.toBe(await hashPassword('s3cret'));
    expect(await verifyPassword('s3cret', a)).toBe(true);
    expect(await verifyPassword('s3creT', a)).toBe(false);
    expect(await verifyPassword('s3cret', 'garbage')).toBe(false);
  });
  it('signs access tokens that fail when tampered with, signed with another secret, or expired', async () => {
    const user = { id: '00000000-0000-4000-8000-000000000001', email: 'a@example.com' };
    const { token } = await signAccessToken(SECRET, user, 's1', Date.parse('2026-11-22T12:00:00Z'));
    expect(await verifyAccessToken(SECRET, token, Date.parse('2026-11-22T12:30:00Z'))).toMatchObject({ sub: user.id, role: 'authenticated' });
    expect(await verifyAccessToken(SECRET, token, Date.parse('2026-11-22T13:00:01Z'))).toBeNull();
    expect(await verifyAccessToken('another-secret', token, Date.parse('2026-11-22T12:30:00Z'))).toBeNull();
    const [h, p, s] = token.split('.');
    const forged = JSON.parse(Buffer.from(p!, 'base64url').toString());
    forged.sub = '00000000-0000-4000-8000-000000000002';
    expect(
      await verifyAccessToken(SECRET, `${h}.${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${s}`, Date.parse('2026-11-22T12:30:00Z')),
    ).toBeNull();
  });
  it('rejects malformed user lists and reads the staff marker', () => {
    expect(() => parseEmbeddedUsers('no-password')).toThrow(/email:password/);
    expect(parseEmbeddedUsers(undefined)).toEqual([]);
    expect(parseEmbeddedUsers('A@x.co:pw:with:colons, s@x.co:pw:staff, t@x.co::staff')).toEqual([
      { email: 'a@x.co', password: 'pw:with:colons', staff: false },
      { email: 's@x.co', password: 'pw', staff: true },
      { email: 't@x.co', password: ':staff', staff: false },
    ]);
  });
});

describeEachDriver('embedded Supabase with the real supabase-js client', (driver) => {
  let db: TestDb;
  beforeAll(async () => {
    db = await createTestDb(driver, rows);
    await ensureEmbeddedUsers(
      db.sql,
      parseEmbeddedUsers('member@example.com:correct horse, other@example.com:battery staple, staff@example.com:tr0ub4dor:staff'),
    );
    api = createEmbeddedSupabase({ getDb: async () => db.sql, secret: SECRET, siteUrl: 'http://localhost:4321' });
  });
  afterAll(() => db.close());

  it('refuses a wrong password and signs in with the right one, persisting the session', async () => {
    const { supabase, storage } = client();
    const wrong = await supabase.auth.signInWithPassword({ email: 'member@example.com', password: 'nope' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const right = await supabase.auth.signInWithPassword({ email: 'Member@Example.com', password: 'correct horse' });
    expect(right.error).toBeNull();
    expect(right.data.user?.email).toBe('member@example.com');
    expect(storage.has(AUTH_STORAGE_KEY)).toBe(true);
    expect((await supabase.auth.getUser()).data.user?.email).toBe('member@example.com');
  });

  it('gives a staff member the contact columns of active jobs only, after a second factor (staff claim, aal2 and row-level security)', async () => {
    const { supabase } = client();
    const signed = await supabase.auth.signInWithPassword({ email: 'staff@example.com', password: 'tr0ub4dor' });
    expect(signed.data.user?.app_metadata.role).toBe('staff');
    // A password alone (aal1) is not enough where MFA is required (the database's default).
    expect(await fetchJobContact(supabase, '1')).toBeNull();
    expect((await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
    // Enrol TOTP with supabase-js's own MFA calls, then answer a challenge with the authenticator's code.
    const enrolled = await supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'phone' });
    expect(enrolled.error).toBeNull();
    const factor = enrolled.data as { id: string; totp: { secret: string; qr_code: string; uri: string } };
    expect(factor.totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(factor.totp.uri).toMatch(/^otpauth:\/\/totp\//);
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(factor.totp.secret) });
    const wrong = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp.generate().replace(/^./, (d) => String((Number(d) + 1) % 10)) });
    expect(wrong.error?.message).toMatch(/Invalid TOTP code/);
    const verified = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp.generate() });
    expect(verified.error).toBeNull();
    expect((await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    // The same code again is refused (a code works once).
    const replay = await supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code: totp.generate() });
    expect(replay.error?.message).toMatch(/Invalid TOTP code/);
    // A refresh keeps the level.
    await supabase.auth.refreshSession();
    expect((await supabase.auth.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal2');
    // The next sign-in starts at aal1 and knows a second factor is due.
    const again = client().supabase;
    await again.auth.signInWithPassword({ email: 'staff@example.com', password: 'tr0ub4dor' });
    expect((await again.auth.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // With a verified factor, a password alone (aal1) cannot change the password; the aal2 session can.
    const weak = await again.auth.updateUser({ password: 'a-new-password-0123' });
    expect(weak.error).toMatchObject({ code: 'insufficient_aal' });
    expect((await supabase.auth.updateUser({ password: 'a-new-password-0123' })).error).toBeNull();
    await ensureEmbeddedUsers(db.sql, parseEmbeddedUsers('staff@example.com:tr0ub4dor:staff'));
    const contact = await fetchJobContact(supabase, '1');
    expect(contact).toEqual({
      contact_name: 'Dana Reyes',
      contact_email: 'dana@harbor.example',
      contact_phone: '555-0100',
      application_email: 'jobs@harbor.example',
      phone_number: '555-0101',
    });
    expect(applyAddress(contact)).toBe('jobs@harbor.example');
    expect(applyAddress(await fetchJobContact(supabase, '3'))).toBe('dana@harbor.example');
    expect(await fetchJobContact(supabase, '2')).toBeNull();
    expect(await fetchJobContact(supabase, '999')).toBeNull();
    // Signed out, the same unexpired token reads no contact: is_staff() asks for a live session too.
    const token = (await supabase.auth.getSession()).data.session!.access_token;
    const contacts = async () =>
      (await api.handle(
        new Request('http://localhost/rest/v1/job_contacts?select=contact_email&id=eq.1', {
          headers: { apikey: 'embedded-anon-key', authorization: `Bearer ${token}` },
        }),
      ))!.json();
    expect(await contacts()).toEqual([{ contact_email: 'dana@harbor.example' }]);
    const out = await api.handle(new Request('http://localhost/auth/v1/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } }));
    expect(out!.status).toBeLessThan(300);
    expect(await contacts()).toEqual([]);
  });

  it('gives a signed-in user who is not staff exactly what an anonymous visitor gets', async () => {
    const member = client().supabase;
    const signed = await member.auth.signInWithPassword({ email: 'member@example.com', password: 'correct horse' });
    expect(signed.data.user?.app_metadata.role).toBeUndefined();
    const anon = client().supabase;
    expect(await fetchJobContact(member, '1')).toBeNull();
    for (const supabase of [member, anon]) {
      const direct = await supabase.from('jobs').select('contact_email').eq('id', '1');
      expect(direct.error?.code).toBe('42501');
      expect((await supabase.from('job_contacts').select('contact_email').eq('id', '1')).data ?? []).toEqual([]);
    }
    expect((await member.from('jobs').select('id, job_title, city')).data).toEqual((await anon.from('jobs').select('id, job_title, city')).data);
  });

  it('never gives an anonymous visitor a contact column', async () => {
    const { supabase } = client();
    expect(await fetchJobContact(supabase, '1')).toBeNull();
    const direct = await supabase.from('jobs').select('contact_email').eq('id', '1');
    expect(direct.error?.code).toBe('42501');
    expect(direct.data).toBeNull();
    const allowed = await supabase.from('jobs').select('id, job_title').eq('id', '1');
    expect(allowed.data).toEqual([{ id: 1, job_title: 'Orthopedic PT' }]);
    const inactive = await supabase.from('jobs').select('id').eq('id', '2');
    expect(inactive.data).toEqual([]);
  });

  it('refuses a forged or expired bearer token on the data interface', async () => {
    const call = (token: string) =>
      api.handle(
        new Request('http://localhost/rest/v1/jobs?select=contact_email&id=eq.1', {
          headers: { authorization: `Bearer ${token}`, apikey: 'embedded-anon-key' },
        }),
      );
    const user = { id: '00000000-0000-4000-8000-000000000009', email: 'x@example.com' };
    const foreign = await signAccessToken('not-our-secret', user, 's');
    expect((await call(foreign.token))!.status).toBe(401);
    const expired = await signAccessToken(SECRET, user, 's', Date.now() - 2 * 3600_000);
    expect((await call(expired.token))!.status).toBe(401);
    expect(
      (await api.handle(new Request('http://localhost/rest/v1/jobs?select=contact_email;drop table jobs', { headers: { apikey: 'embedded-anon-key' } })))!
        .status,
    ).toBe(400);
    expect((await api.handle(new Request('http://localhost/rest/v1/email_subscriptions')))!.status).toBe(404);
  });

  it('rotates refresh tokens: each works once', async () => {
    const { supabase } = client();
    const signed = await supabase.auth.signInWithPassword({ email: 'other@example.com', password: 'battery staple' });
    const first = signed.data.session!.refresh_token;
    const refreshed = await supabase.auth.refreshSession({ refresh_token: first });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first);
    const again = await api.handle(
      new Request('http://localhost/auth/v1/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: first }) }),
    );
    expect(again!.status).toBe(400);
  });

  it('signs out: the server revokes the refresh tokens and the local session is removed', async () => {
    const { supabase, storage } = client();
    const signed = await supabase.auth.signInWithPassword({ email: 'member@example.com', password: 'correct horse' });
    const refresh = signed.data.session!.refresh_token;
    const sessions = () =>
      db.sql.query(`select 1 from auth.sessions where id = $1`, [
        signed.data.session!.user && JSON.parse(atob(signed.data.session!.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).session_id,
      ]);
    expect(await sessions()).toHaveLength(1);
    await signOut(supabase, { removeItem: (k) => void storage.delete(k) });
    expect(storage.has(AUTH_STORAGE_KEY)).toBe(false);
    // The session is gone: the staff API refuses its access token from now on (public.auth_session_live).
    expect(await sessions()).toHaveLength(0);
    const reuse = await api.handle(
      new Request('http://localhost/auth/v1/token?grant_type=refresh_token', { method: 'POST', body: JSON.stringify({ refresh_token: refresh }) }),
    );
    expect(reuse!.status).toBe(400);
  });

  it('treats 401, 403 and 404 from the server on sign-out as success, and reports other failures', async () => {
    for (const status of [401, 403, 404]) {
      const removed: string[] = [];
      const fake = { auth: { signOut: async () => ({ error: Object.assign(new Error('gone'), { status }) }) } };
      await signOut(fake as never, { removeItem: (k) => void removed.push(k) });
      expect(removed).toEqual([AUTH_STORAGE_KEY]);
    }
    const broken = { auth: { signOut: async () => ({ error: Object.assign(new Error('server down'), { status: 500 }) }) } };
    await expect(signOut(broken as never, { removeItem: () => undefined })).rejects.toThrow('server down');
    // And with the real client, against a server that no longer accepts the token (its secret rotated): 401, still signed out.
    const { supabase, storage } = client();
    await supabase.auth.signInWithPassword({ email: 'member@example.com', password: 'correct horse' });
    const forgetful = createEmbeddedSupabase({ getDb: async () => db.sql, secret: 'rotated-secret', siteUrl: 'http://localhost:4321' });
    const { supabase: later, storage: laterStorage } = client(forgetful);
    laterStorage.set(AUTH_STORAGE_KEY, storage.get(AUTH_STORAGE_KEY)!);
    const logout = await forgetful.handle(
      new Request('http://localhost/auth/v1/logout', {
        method: 'POST',
        headers: { authorization: `Bearer ${JSON.parse(storage.get(AUTH_STORAGE_KEY)!).access_token}` },
      }),
    );
    expect(logout!.status).toBe(401);
    await signOut(later, { removeItem: (k) => void laterStorage.delete(k) });
    expect(laterStorage.has(AUTH_STORAGE_KEY)).toBe(false);
  });

  it('answers bad bodies with 400, never a crash', async () => {
    for (const body of ['', 'not json', '{}', JSON.stringify({ email: 'x', password: '' }), 'x'.repeat(10_000)]) {
      const res = await api.handle(new Request('http://localhost/auth/v1/token?grant_type=password', { method: 'POST', body }));
      expect(res!.status, body.slice(0, 20)).toBe(400);
    }
    expect((await api.handle(new Request('http://localhost/auth/v1/token?grant_type=magic', { method: 'POST', body: '{}' })))!.status).toBe(400);
    expect((await api.handle(new Request('http://localhost/auth/v1/user')))!.status).toBe(401);
    expect((await api.handle(new Request('http://localhost/auth/v1/logout', { method: 'POST' })))!.status).toBe(401);
    expect(await api.handle(new Request('http://localhost/api/geocode'))).toBeNull();
  });
});

describeEachDriver('embedded Supabase: invite and recovery links, as supabase-js calls them', (driver) => {
  let db: TestDb;
  let stand: EmbeddedSupabase;
  const sent: { to: string; subject: string; text: string }[] = [];
  const linkTo = (address: string) =>
    new URL(
      sent
        .filter((m) => m.to === address)
        .at(-1)!
        .text.match(/http\S+/)![0],
    );
  const admin = (key: string) =>
    createClient('http://localhost:4321', key, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      global: { fetch: async (input, init) => (await stand.handle(new Request(input, init)))! },
    }).auth.admin;
  beforeAll(async () => {
    db = await createTestDb(driver, 'none');
    stand = createEmbeddedSupabase({
      getDb: async () => db.sql,
      secret: SECRET,
      sendMail: async (m) => void sent.push(m),
      siteUrl: 'https://www.example.com',
    });
  });
  afterAll(() => db.close());

  it('invites only with the service key, makes the account staff, and its link signs in once', async () => {
    const refused = await admin('sb_secret_wrong').inviteUserByEmail('new@example.com');
    expect(refused.error?.status).toBe(401);
    const invited = await admin(embeddedServiceKey(SECRET)).inviteUserByEmail('New@Example.com', {
      redirectTo: 'https://www.example.com/account/set-password',
    });
    expect(invited.error).toBeNull();
    expect(
      (await admin(embeddedServiceKey(SECRET)).updateUserById(invited.data.user!.id, { app_metadata: { role: 'staff' } })).data.user?.app_metadata.role,
    ).toBe('staff');
    const link = linkTo('new@example.com');
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('invite');
    const first = await stand.handle(new Request(link));
    expect(first!.status).toBe(303);
    const landed = new URL(first!.headers.get('location')!);
    expect(landed.origin + landed.pathname).toBe('https://www.example.com/account/set-password');
    const fragment = new URLSearchParams(landed.hash.slice(1));
    expect(fragment.get('type')).toBe('invite');
    const token = fragment.get('access_token')!;
    // The session sets the password (PUT /auth/v1/user); too short is refused.
    const put = (password: string) =>
      stand.handle(
        new Request('http://localhost:4321/auth/v1/user', { method: 'PUT', body: JSON.stringify({ password }), headers: { authorization: `Bearer ${token}` } }),
      );
    expect((await put('short'))!.status).toBe(422);
    expect((await put('a-long-enough-password'))!.status).toBe(200);
    const { supabase } = client(stand);
    expect((await supabase.auth.signInWithPassword({ email: 'new@example.com', password: 'a-long-enough-password' })).data.user?.app_metadata.role).toBe(
      'staff',
    );
    // Used once: the second visit lands with an error and no session.
    const again = new URL((await stand.handle(new Request(link)))!.headers.get('location')!);
    expect(again.hash).toContain('error_code=otp_expired');
    expect(again.hash).not.toContain('access_token');
  });

  it('recovery answers alike for unknown addresses, never redirects off the site, and limits mails per account', async () => {
    const { supabase } = client(stand);
    const before = sent.length;
    expect((await supabase.auth.resetPasswordForEmail('nobody@example.com', { redirectTo: 'https://www.example.com/account/set-password' })).error).toBeNull();
    expect(sent.length).toBe(before);
    expect((await supabase.auth.resetPasswordForEmail('new@example.com', { redirectTo: 'https://evil.example/steal' })).error).toBeNull();
    const link = linkTo('new@example.com');
    expect(link.searchParams.get('type')).toBe('recovery');
    expect(link.origin).toBe('https://www.example.com');
    expect(new URL(link.searchParams.get('redirect_to')!).origin).toBe('https://www.example.com');
    const landed = new URL((await stand.handle(new Request(link)))!.headers.get('location')!);
    expect(landed.origin).toBe('https://www.example.com');
    expect(new URLSearchParams(landed.hash.slice(1)).get('type')).toBe('recovery');
    await supabase.auth.resetPasswordForEmail('new@example.com');
    await supabase.auth.resetPasswordForEmail('new@example.com');
    expect((await supabase.auth.resetPasswordForEmail('new@example.com')).error?.status).toBe(429);
  });

  it('a recovery asked for through another Host mails a link to the site, never to that host', async () => {
    await ensureEmbeddedUsers(db.sql, parseEmbeddedUsers('staffer@example.com:a-long-password-1:staff'));
    // The host reads every request against SITE_URL; a handler handed another origin still mails the site's.
    const recover = await stand.handle(
      new Request('http://evil.example/auth/v1/recover?redirect_to=http%3A%2F%2Fevil.example%2Fsteal', {
        method: 'POST',
        headers: { host: 'evil.example', apikey: 'embedded-anon-key', 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'staffer@example.com' }),
      }),
    );
    expect(recover!.status).toBe(200);
    const link = linkTo('staffer@example.com');
    expect(link.origin).toBe('https://www.example.com');
    expect(new URL(link.searchParams.get('redirect_to')!).origin).toBe('https://www.example.com');
  });
});
