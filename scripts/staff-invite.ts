/**
 * `npm run staff:invite -- name@example.com`: invites a staff member. Supabase Auth (or, without a
 * Supabase project, the local host's embedded stand-in, which must be running) creates the account
 * without a password and mails an invite whose link leads to /account/set-password, where the person
 * chooses one; the account is then marked staff (app_metadata.role), which opens employer contacts.
 * Someone who lost their password uses "Forgot your password?" on /account: the same page, a new link.
 *
 * On Supabase this needs SUPABASE_URL and SUPABASE_SECRET_KEY (or the legacy SUPABASE_SERVICE_ROLE_KEY);
 * the link lands on SITE_URL, which must be in supabase/config.toml's additional_redirect_urls.
 */
import { createClient } from '@supabase/supabase-js';
import { z } from 'zod';
import { parseEnv, supabaseKeys } from '~/config/env';
import { site } from '~/config/site';
import { dataDirFromEnv } from '~/server/db/data-dir';
import { embeddedServiceKey } from '~/server/embedded-auth/embedded-supabase.server';
import { signingSecret } from '~/server/signing';

const email = z.email().safeParse(process.argv[2]?.trim().toLowerCase());
if (!email.success) {
  console.error('Usage: npm run staff:invite -- name@example.com');
  process.exit(2);
}
const env = parseEnv(process.env);
const siteUrl = (env.SITE_URL ?? site.url).replace(/\/$/, '');
const { secretKey } = supabaseKeys(env);
const [url, key] = env.SUPABASE_URL
  ? [env.SUPABASE_URL, secretKey]
  : // The running local host answers Auth's admin calls with a key only this machine's DATA_DIR knows.
    [
      process.env.AUTH_ADMIN_URL ?? `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? 4321}`,
      embeddedServiceKey(signingSecret(env, dataDirFromEnv({ DATA_DIR: env.DATA_DIR }))),
    ];
if (!key) {
  console.error('SUPABASE_SECRET_KEY (or SUPABASE_SERVICE_ROLE_KEY) is needed to invite on Supabase.');
  process.exit(1);
}
const admin = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } }).auth.admin;
const redirectTo = `${siteUrl}/account/set-password`;
const invited = await admin.inviteUserByEmail(email.data, { redirectTo });
if (invited.error || !invited.data.user) {
  console.error(`Could not invite ${email.data}: ${invited.error?.message ?? 'no user returned'}`);
  process.exit(1);
}
const marked = await admin.updateUserById(invited.data.user.id, { app_metadata: { role: 'staff' } });
if (marked.error) {
  console.error(`Invited ${email.data}, but could not mark the account staff: ${marked.error.message}`);
  process.exit(1);
}
console.log(`Invited ${email.data} as staff. The invite mail links to ${redirectTo}, where they choose a password.`);
