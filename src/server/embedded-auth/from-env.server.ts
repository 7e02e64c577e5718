/**
 * The embedded Supabase stand-in for a host (the local host, `astro dev`): null when a Supabase project
 * is configured (the browser then talks to Supabase itself). Creates EMBEDDED_AUTH_USERS' accounts, and
 * sends invite and recovery mails through the host's mail transport (the .eml outbox by default).
 */
import { parseEnv, usesSupabase } from '~/config/env';
import { site } from '~/config/site';
import { getBackend } from '../root-node';
import { dataDirFromEnv } from '../db/pglite';
import { createMailer } from '../mail';
import { signingSecret } from '../signing';
import { createEmbeddedSupabase, ensureEmbeddedUsers, parseEmbeddedUsers, type EmbeddedSupabase } from './embedded-supabase.server';

export async function embeddedSupabaseFromEnv(rawEnv: Record<string, unknown>): Promise<EmbeddedSupabase | null> {
  const env = parseEnv(rawEnv);
  if (usesSupabase(env)) return null;
  const dataDir = dataDirFromEnv({ DATA_DIR: env.DATA_DIR });
  // The same database the functions use: PGlite in DATA_DIR, or DATABASE_URL's server.
  const getDb = async () => (await getBackend(rawEnv)).sql;
  const users = parseEmbeddedUsers(env.EMBEDDED_AUTH_USERS);
  if (users.length) await ensureEmbeddedUsers(await getDb(), users);
  let mailer: ReturnType<typeof createMailer> | undefined;
  return createEmbeddedSupabase({
    getDb,
    secret: signingSecret(env, dataDir),
    siteOrigins: [new URL(env.SITE_URL ?? site.url).origin],
    sendMail: async (mail) => void (await (mailer ??= createMailer(env))).send(mail),
  });
}
