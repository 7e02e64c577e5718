/**
 * The signing secret on Node: SIGNING_SECRET, or one the embedded backend creates and keeps in DATA_DIR
 * (0600). With Supabase configured it must be set. (Workers read SIGNING_SECRET only: root-worker.ts.)
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from '~/config/env';

export function signingSecret(env: Env, dataDir: string): string {
  if (env.SIGNING_SECRET) return env.SIGNING_SECRET;
  if (env.SUPABASE_URL) throw new Error('SIGNING_SECRET must be set in production');
  const file = join(dataDir, 'signing-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    writeFileSync(file, crypto.randomUUID() + crypto.randomUUID(), { mode: 0o600 });
  }
  return readFileSync(file, 'utf8').trim();
}
