/**
 * Sign-in codes on the embedded stand-in, through the real supabase-js (`signInWithOtp`, `verifyOtp`), on
 * each driver: a code works once, in time, for its own address; wrong tries stop a network, and many networks' use it up; asking again within
 * the minute changes nothing; asking creates no account; the same address spelt another way is one account.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDb, describeEachDriver, type TestDb } from '../support/databases';
import { standInClient } from '../support/stand-in-client';
import { createEmbeddedSupabase, type AuthMail, type EmbeddedSupabase } from '~/server/embedded-auth/embedded-supabase.server';

const SECRET = 'test-secret-test-secret';

describeEachDriver('sign-in codes', (driver) => {
  let db: TestDb;
  let api: EmbeddedSupabase;
  const mails: AuthMail[] = [];
  let clientIp = 1;
  beforeAll(async () => {
    db = await createTestDb(driver, 'none');
    api = createEmbeddedSupabase({ getDb: async () => db.sql, secret: SECRET, siteUrl: 'http://localhost:4321', sendMail: async (m) => void mails.push(m) });
  });
  afterAll(() => db.close());

  /** supabase-js answered by the stand-in, from its own address (per-client limits apply). */
  const client = (ip = `10.0.0.${clientIp++}`): SupabaseClient => standInClient(api, ip).supabase;
  const lastCode = (to: string) => /\b(\d{6})\b/.exec(mails.filter((m) => m.to === to).at(-1)?.text ?? '')?.[1] ?? '';
  const accounts = async (email: string) =>
    Number((await db.sql.query<{ n: number }>('select count(*)::int as n from auth.users where email = $1', [email]))[0]!.n);

  it('mails a code, makes no account until it is used, and signs in once with it', async () => {
    const supabase = client();
    expect((await supabase.auth.signInWithOtp({ email: 'Owner@Clinic.example ', options: { shouldCreateUser: true } })).error).toBeNull();
    const code = lastCode('owner@clinic.example');
    expect(code).toMatch(/^\d{6}$/);
    expect(await accounts('owner@clinic.example')).toBe(0);
    const signed = await supabase.auth.verifyOtp({ email: 'OWNER@clinic.example', token: code, type: 'email' });
    expect(signed.error).toBeNull();
    expect(signed.data.user?.email).toBe('owner@clinic.example');
    expect(signed.data.user?.app_metadata.role).toBeUndefined();
    expect(await accounts('owner@clinic.example')).toBe(1);
    // The same code again, from another browser: used.
    const again = await client().auth.verifyOtp({ email: 'owner@clinic.example', token: code, type: 'email' });
    expect(again.error?.message).toBe('Token has expired or is invalid');
  });

  it('refuses a code for another address, and a code asked for again within the minute is not replaced', async () => {
    const supabase = client();
    await supabase.auth.signInWithOtp({ email: 'a@clinic.example' });
    const code = lastCode('a@clinic.example');
    const sent = mails.length;
    const soon = await supabase.auth.signInWithOtp({ email: 'a@clinic.example' });
    expect(soon.error?.status).toBe(429);
    expect(mails.length).toBe(sent);
    expect((await supabase.auth.verifyOtp({ email: 'b@clinic.example', token: code, type: 'email' })).error?.status).toBe(403);
    expect((await supabase.auth.verifyOtp({ email: 'a@clinic.example', token: code, type: 'email' })).error).toBeNull();
  });

  it("stops a network after five wrong tries, but a stranger's wrong tries never burn the code its owner types", async () => {
    await client('192.168.7.1').auth.signInWithOtp({ email: 'c@clinic.example' });
    const code = lastCode('c@clinic.example');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    // A stranger's network, over many of its addresses: five wrong, then even the right code is refused there.
    for (let i = 0; i < 5; i++) expect((await client().auth.verifyOtp({ email: 'c@clinic.example', token: wrong, type: 'email' })).error?.status).toBe(403);
    expect((await client().auth.verifyOtp({ email: 'c@clinic.example', token: code, type: 'email' })).error?.message).toBe('Token has expired or is invalid');
    expect(await accounts('c@clinic.example')).toBe(0);
    // The owner, on their own network, signs in with the code in their mail.
    const owner = await client('192.168.7.1').auth.verifyOtp({ email: 'c@clinic.example', token: code, type: 'email' });
    expect(owner.error).toBeNull();
    expect(await accounts('c@clinic.example')).toBe(1);
  });

  it('uses a code up after fifty wrong tries across networks', async () => {
    await client('192.168.8.1').auth.signInWithOtp({ email: 'c2@clinic.example' });
    const code = lastCode('c2@clinic.example');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let n = 0; n < 10; n++)
      for (let i = 0; i < 5; i++)
        expect((await client(`172.16.${n}.${i + 1}`).auth.verifyOtp({ email: 'c2@clinic.example', token: wrong, type: 'email' })).error?.status).toBe(403);
    expect((await client('192.168.8.1').auth.verifyOtp({ email: 'c2@clinic.example', token: code, type: 'email' })).error?.status).toBe(403);
    expect(await accounts('c2@clinic.example')).toBe(0);
  });

  it('signs one code in once when two browsers send it at the same moment', async () => {
    await client().auth.signInWithOtp({ email: 'd@clinic.example' });
    const code = lastCode('d@clinic.example');
    const results = await Promise.all([client(), client(), client()].map((c) => c.auth.verifyOtp({ email: 'd@clinic.example', token: code, type: 'email' })));
    expect(results.filter((r) => !r.error)).toHaveLength(1);
  });

  it('bounds one client: codes asked for and codes tried', async () => {
    const ip = '10.9.9.9';
    const asked = [];
    for (let i = 0; i < 11; i++) asked.push((await client(ip).auth.signInWithOtp({ email: `many${i}@clinic.example` })).error?.status ?? 200);
    expect(asked.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(asked[10]).toBe(429);
    const tried = [];
    for (let i = 0; i < 31; i++)
      tried.push((await client('10.9.9.10').auth.verifyOtp({ email: 'many0@clinic.example', token: '000000', type: 'email' })).error?.status);
    expect(tried.at(-1)).toBe(429);
  });

  it('refuses a code after its ten minutes', async () => {
    await client().auth.signInWithOtp({ email: 'e@clinic.example' });
    await db.sql.query("update auth.embedded_otp_codes set created_at = now() - interval '10 minutes 1 second' where email = 'e@clinic.example'");
    expect((await client().auth.verifyOtp({ email: 'e@clinic.example', token: lastCode('e@clinic.example'), type: 'email' })).error?.status).toBe(403);
  });

  it('refuses an address that does not exist when the caller says not to create one', async () => {
    const r = await client().auth.signInWithOtp({ email: 'nobody@clinic.example', options: { shouldCreateUser: false } });
    expect(r.error?.status).toBe(422);
  });
});
