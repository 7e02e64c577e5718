/** Per-request access to the configured backend and mailer. */
import { parseEnv, type Env } from '../../src/config/env';
import { site } from '../../src/config/site';
import { getBackend, type Backend } from '../../src/server/backend';
import { createMailer, type Mailer } from '../../src/server/mail';
import type { FunctionEnv } from './types';

export async function services(rawEnv: FunctionEnv): Promise<{ env: Env; backend: Backend; mailer: Mailer; staffEmail: string }> {
  const env = parseEnv(rawEnv);
  const [backend, mailer] = await Promise.all([getBackend(rawEnv), createMailer(env)]);
  return { env, backend, mailer, staffEmail: env.STAFF_EMAIL ?? site.staffEmail };
}

/** Mail text lines from labelled values; values are plain text, never HTML. */
export function lines(entries: [string, string | null | undefined][]): string {
  return entries.map(([k, v]) => `${k}: ${v ?? '-'}`).join('\n');
}
