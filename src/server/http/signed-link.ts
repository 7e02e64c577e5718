/**
 * Pages opened from a signed link in a mail (`?token=`): the alert's confirm and manage pages, the
 * employer's application and job pages, My applications. Each use names its own limit per client, which
 * slows guessing without one page's visitors spending another's budget.
 */
import type { LimitName } from '~/server/backend';
import { clientKey } from '~/server/ports/rate-limit';
import { html, type SafeHtml } from '~/lib/html';
import { services, type Services } from '~/server/http/context';
import { htmlPage } from '~/server/http/page';
import { chosenButton } from '~/server/http/form';
import { sameOrigin } from '~/server/http/guard';
import { error, readJson, validate } from '~/server/http/http';
import type { z } from 'zod';
import type { FunctionContext } from '~/server/http/types';

type Ctx = Pick<FunctionContext, 'request' | 'env' | 'data' | 'waitUntil'>;

/** The links there are, each with the limit its page counts against. */
const LINK_LIMITS = {
  alert: 'alertLink',
  employer: 'employerLink',
  applications: 'applicationsLink',
  report: 'reportLink',
  talent: 'talentLink',
} as const satisfies Record<string, LimitName>;

/**
 * The value the link names, after this client's limit for the kind of link; or the page to answer instead
 * (429, or 400 with `invalid`).
 */
export async function signedLink<T>(
  ctx: Ctx,
  kind: keyof typeof LINK_LIMITS,
  verify: (secret: string, token: string) => Promise<T | null>,
  invalid: { title: string; html: SafeHtml },
): Promise<{ ok: true; s: Services; value: T; token: string } | { ok: false; response: Response }> {
  const s = await services(ctx);
  const allowed = await s.limiter(LINK_LIMITS[kind]).limit(clientKey(ctx.request));
  if (!allowed.ok) return { ok: false, response: await htmlPage(ctx, 429, 'Too many requests', html`<p>Please try again in a few minutes.</p>`) };
  const token = new URL(ctx.request.url).searchParams.get('token') ?? '';
  const value = await verify(s.signingSecret(), token);
  if (value === null) return { ok: false, response: await htmlPage(ctx, 400, invalid.title, invalid.html) };
  return { ok: true, s, value, token };
}

/**
 * A button pressed on a page opened from a signed link: from this site, the link still valid, the button
 * one of `allowed` (`field` names it); else the page to answer instead.
 */
export async function signedChoice<T, C extends string>(
  ctx: FunctionContext,
  load: (ctx: FunctionContext) => ReturnType<typeof signedLink<T>>,
  button: { field: string; allowed: readonly C[]; title: string },
): Promise<{ ok: true; s: Services; value: T; token: string; choice: C } | { ok: false; response: Response }> {
  // The signed pages keep their no-referrer policy, so their own forms post `Origin: null`.
  const cross = sameOrigin(ctx, { opaque: true });
  if (cross) return { ok: false, response: cross };
  const link = await load(ctx);
  if (!link.ok) return link;
  const chosen = await chosenButton(ctx, button.field, button.allowed, button.title);
  return chosen.ok ? { ...link, choice: chosen.value } : chosen;
}

/**
 * A call from a view opened by a signed link (the employer's account opened from a mail): from this site,
 * after this client's limit for the kind of link, the link's token as the bearer; for a write, a JSON body
 * of at most `maxBody` bytes that `schema` accepts. The value the link names, or the JSON answer instead.
 */
export async function signedBearer<T, B = undefined>(
  ctx: Ctx,
  kind: keyof typeof LINK_LIMITS,
  verify: (secret: string, token: string) => Promise<T | null>,
  write?: { schema: z.ZodType<B>; maxBody: number },
): Promise<{ ok: true; s: Services; value: T; body: B } | { ok: false; response: Response }> {
  const cross = sameOrigin(ctx);
  if (cross) return { ok: false, response: cross };
  const s = await services(ctx);
  const allowed = await s.limiter(LINK_LIMITS[kind]).limit(clientKey(ctx.request));
  if (!allowed.ok) return { ok: false, response: error(429, 'Too many requests: please try again in a few minutes') };
  const token = /^Bearer (\S{1,2000})$/.exec(ctx.request.headers.get('authorization') ?? '')?.[1] ?? '';
  const value = await verify(s.signingSecret(), token);
  if (value === null) return { ok: false, response: error(401, 'This link is not valid: open it again from our mail, or sign in') };
  if (!write) return { ok: true, s, value, body: undefined as B };
  const read = await readJson(ctx.request, write.maxBody);
  if (!read.ok) return read;
  const valid = validate(write.schema, read.value, { everyField: true });
  return valid.ok ? { ok: true, s, value, body: valid.value } : valid;
}
