/**
 * `npm run serve`: the built site plus every function in functions/, at http://localhost:4321
 * (PORT and HOST override). Env comes from process.env (and .env when present).
 */
import { existsSync } from 'node:fs';
import { parseEnv, usesSupabase } from '~/config/env';
import { createEmbeddedSupabase, ensureEmbeddedUsers, parseEmbeddedUsers } from '~/server/embedded-auth/embedded-supabase.server';
import { dataDirFromEnv, getEmbeddedDb } from '~/server/pglite/db';
import { signingSecret } from '~/server/signing';
import { createHost } from './host/server';

if (existsSync('.env')) process.loadEnvFile('.env');
if (!existsSync('dist/index.html')) {
  console.error('dist/ is missing: run `npm run build` first (or `npm start`).');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4321);
const host = process.env.HOST ?? '0.0.0.0';
const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? '.data' } as Record<string, string | undefined>;
const parsed = parseEnv(env);

// Without a Supabase project, the host answers the browser's sign-in and data calls itself (PGlite).
let embeddedSupabase;
if (!usesSupabase(parsed)) {
  const dataDir = dataDirFromEnv({ DATA_DIR: parsed.DATA_DIR });
  const getDb = () => getEmbeddedDb(dataDir);
  const users = parseEmbeddedUsers(parsed.EMBEDDED_AUTH_USERS);
  if (users.length) await ensureEmbeddedUsers(await getDb(), users);
  embeddedSupabase = createEmbeddedSupabase({ getDb, secret: signingSecret(parsed, dataDir) });
}

const server = createHost({ distDir: 'dist', functionsDir: 'functions', env, quiet: process.env.QUIET === '1', embeddedSupabase });
server.listen(port, host, () => console.log(`Serving dist/ and functions/ at http://localhost:${port}`));

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
