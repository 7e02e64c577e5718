/**
 * Handlers get their ports from the runtime's composition root, never by choosing adapters: on
 * Cloudflare functions/_middleware.ts builds them per request (src/server/root-worker.ts); the local
 * host, `astro dev` and the tests hand in Node's (src/server/root-node.ts) as `ctx.data.services`.
 * Work queued with `afterResponse` runs after the answer; then the middleware releases the services.
 */
import type { Services } from '~/server/ports/services';
import type { FunctionContext } from '~/server/http/types';

export type { Services } from '~/server/ports/services';

type Ctx = Pick<FunctionContext, 'env' | 'data' | 'waitUntil'>;

interface RequestState {
  services?: Services | Promise<Services>;
  /** Whether a handler asked for the services (only then are they released). */
  used?: boolean;
  /** Set by the middleware: tasks it runs, in order, after the response; then the services are released. */
  after?: (() => Promise<unknown>)[];
  /** Set by the Node hosts: settles once the answer is written to the socket. */
  responded?: Promise<void>;
}

const state = (ctx: Ctx) => ctx.data as RequestState;

export async function services(ctx: Ctx): Promise<Services> {
  state(ctx).used = true;
  const s = state(ctx).services;
  if (!s) throw new Error('No services for this request: functions/_middleware.ts or the host provides them');
  return s;
}

/** Hands a request its services (the middleware, the local host, tests). */
export function provideServices(ctx: Ctx, services: Services | Promise<Services>): void {
  state(ctx).services ??= services;
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

/** Used by the middleware: runs the after-response tasks in order, then releases the request's services. */
export async function finishRequest(ctx: Ctx): Promise<void> {
  const s = state(ctx);
  // After the answer is out, not beside it: on one thread (the local host, PGlite) work started at once
  // would delay the answer by as long as it takes, and how long an answer takes must tell nothing. The Node
  // hosts say when the answer is written; elsewhere (workerd, tests) the next turn of the event loop.
  if (s.after?.length) await (s.responded ?? new Promise((r) => setTimeout(r, 0)));
  for (let i = 0; i < (s.after?.length ?? 0); i++) await s.after![i]!();
  if (!s.used) return;
  const opened = await Promise.resolve(s.services).catch(() => undefined);
  await opened?.release().catch((e) => console.error('releasing the request services failed:', e));
}

/** Sends what the outbox owes; after a submission, so staff hear of it within seconds when mail works. */
export async function drainOutbox(s: Services): Promise<void> {
  const report = await s.backend.outbox.drain(await s.mailer(), { limit: s.drainLimit });
  if (report.failed || report.dead)
    console.error(`Outbox: ${report.sent} sent, ${report.failed} failed, ${report.pending} waiting, ${report.dead} out of attempts`);
}

/** Mail text lines from labelled values; values are plain text, never HTML. */
export function lines(entries: [string, string | null | undefined][]): string {
  return entries.map(([k, v]) => `${k}: ${v ?? '-'}`).join('\n');
}
