/**
 * Per-request access to the configured backend and mailer, and work that runs after the answer.
 *
 * `services(ctx)` opens the backend once per request context (cached in `ctx.data`). With a Hyperdrive
 * binding the backend is opened for this request only and released after the response, by
 * functions/_middleware.ts, once every `afterResponse` task has finished.
 */
import { parseEnv, type Env } from '../../src/config/env';
import { site } from '../../src/config/site';
import { getBackend, type Backend } from '../../src/server/backend';
import { createMailer, type Mailer } from '../../src/server/mail';
import type { FunctionContext } from './types';

export interface Services {
  env: Env;
  backend: Backend;
  /** The mail transport, created on first use: a misconfigured mailer never stops a submission being stored. */
  mailer(): Promise<Mailer>;
  staffEmail: string;
}

type Ctx = Pick<FunctionContext, 'env' | 'data' | 'waitUntil'>;

interface RequestState {
  services?: Promise<Services>;
  /** Set by the middleware: tasks it runs, in order, after the response; then the backend is released. */
  after?: (() => Promise<unknown>)[];
}

const state = (ctx: Ctx) => ctx.data as RequestState;

export function services(ctx: Ctx): Promise<Services> {
  const s = state(ctx);
  s.services ??= (async () => {
    const env = parseEnv(ctx.env);
    const backend = await getBackend(ctx.env);
    let mailer: Promise<Mailer> | undefined;
    return {
      env,
      backend,
      mailer: () => (mailer ??= createMailer(env)),
      staffEmail: env.STAFF_EMAIL ?? site.staffEmail,
    };
  })();
  s.services.catch(() => (s.services = undefined));
  return s.services;
}

/**
 * Runs `task` after the response is sent (Cloudflare keeps the isolate alive for it through waitUntil).
 * Failures are logged, never thrown: the visitor already has the answer.
 */
export function afterResponse(ctx: Ctx, task: () => Promise<unknown>): void {
  const s = state(ctx);
  const safe = () => task().catch((e) => console.error('after-response task failed:', e));
  if (s.after) s.after.push(safe);
  else ctx.waitUntil(safe());
}

/** Used by the middleware: starts the request's after-response list. */
export function beginRequest(ctx: Ctx): void {
  state(ctx).after = [];
}

/** Used by the middleware: runs the after-response tasks in order, then releases a per-request backend. */
export async function finishRequest(ctx: Ctx): Promise<void> {
  const s = state(ctx);
  for (let i = 0; i < (s.after?.length ?? 0); i++) await s.after![i]!();
  const opened = await s.services?.catch(() => undefined);
  await opened?.backend.release().catch((e) => console.error('releasing the database failed:', e));
}

/** Sends what the outbox owes; after a submission, so staff hear of it within seconds when mail works. */
export async function drainOutbox(s: Services): Promise<void> {
  const report = await s.backend.outbox.drain(await s.mailer());
  if (report.failed || report.dead) console.error(`Outbox: ${report.sent} sent, ${report.failed} failed, ${report.pending} waiting, ${report.dead} out of attempts`);
}

/** Mail text lines from labelled values; values are plain text, never HTML. */
export function lines(entries: [string, string | null | undefined][]): string {
  return entries.map(([k, v]) => `${k}: ${v ?? '-'}`).join('\n');
}
