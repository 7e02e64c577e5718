/**
 * The subset of Cloudflare Pages Functions' EventContext our handlers use. The local Node host
 * (src/server/pages-host/handler.ts) builds the same object, so one handler runs unchanged in both places.
 */
/** Variables (strings) and, on Cloudflare, bindings (objects such as rate limiters). */
export type FunctionEnv = Record<string, unknown>;

export interface FunctionContext<Params extends string = string> {
  request: Request;
  env: FunctionEnv;
  params: Record<Params, string | string[]>;
  /** Keeps the isolate alive for background work after the response (no-op wait on Node). */
  waitUntil(promise: Promise<unknown>): void;
  /** Calls the next handler, or serves the static asset at this path. */
  next(): Promise<Response>;
  data: Record<string, unknown>;
}

export type PagesFunction<Params extends string = string> = (context: FunctionContext<Params>) => Response | Promise<Response>;
