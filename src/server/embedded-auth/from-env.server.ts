/**
 * The embedded Supabase stand-in for a host (the local host, `astro dev`), over the host's own services:
 * null when a Supabase project is configured (the browser then talks to Supabase itself). Creates
 * EMBEDDED_AUTH_USERS' accounts, writes STAFF_MFA where the database's staff check reads it, and sends invite and recovery mails through the host's mail transport
 * (the .eml outbox by default).
 */
import { usesSupabase } from '~/config/env';
import type { Services } from '../ports/services';
import { staffMfa } from '../ports/staff-auth';
import { createEmbeddedSupabase, ensureEmbeddedUsers, parseEmbeddedUsers, type EmbeddedSupabase } from './embedded-supabase.server';

export async function embeddedSupabaseFor(services: () => Promise<Services>): Promise<EmbeddedSupabase | null> {
  const s = await services();
  if (usesSupabase(s.env)) return null;
  // The same database the functions use: PGlite in DATA_DIR, or DATABASE_URL's server.
  const getDb = async () => (await services()).backend.sql;
  const users = parseEmbeddedUsers(s.env.EMBEDDED_AUTH_USERS);
  if (users.length) await ensureEmbeddedUsers(await getDb(), users);
  // The database's staff check (contact columns) follows the same STAFF_MFA as the staff API.
  await (await getDb()).query('update public.staff_settings set mfa_required = $1 where id', [staffMfa(s.env) === 'required']);
  return createEmbeddedSupabase({
    getDb,
    secret: s.signingSecret(),
    siteUrl: s.siteUrl,
    sendMail: async (mail) => void (await s.mailer()).send(mail),
  });
}
