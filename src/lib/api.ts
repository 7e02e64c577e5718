/**
 * The browser's one way to call our functions and turn any failure into a sentence a person can act on:
 * a 429 says to try again later, a network failure says the server could not be reached (never "Failed
 * to fetch"), and a rejected field says which field and what is wrong with it.
 */
export const NETWORK_FAILURE = 'We could not reach the server. Please check your connection and try again.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';
export const SOMETHING_WENT_WRONG = 'Something went wrong. Please try again.';

export type ApiResult<T> = { ok: true; status: number; body: T } | { ok: false; status: number; message: string; body?: unknown };

/**
 * A function's error message for people: "email: must be a valid email address" (the functions' zod
 * messages) becomes "Email must be a valid email address." with the field's own label when given.
 */
export function readableError(error: unknown, labels: Record<string, string> = {}): string | null {
  if (typeof error !== 'string' || !error.trim()) return null;
  const text = error.trim();
  const field = /^([A-Za-z]\w*): (.+)$/.exec(text);
  const sentence = field ? `${labels[field[1]!] ?? humanize(field[1]!)} ${field[2]}` : text;
  const capital = sentence.charAt(0).toUpperCase() + sentence.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** "requestType" → "Request type". */
const humanize = (field: string) => field.charAt(0).toUpperCase() + field.slice(1).replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`);

/** The message for a failed response (after its body was read as JSON, or not). */
export function failureMessage(status: number, body: unknown, labels?: Record<string, string>): string {
  if (status === 429) return TOO_MANY_REQUESTS;
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
  return (status >= 400 && status < 500 ? readableError(error, labels) : null) ?? SOMETHING_WENT_WRONG;
}

/** fetch, then JSON; never throws. */
export async function callApi<T = unknown>(
  url: string,
  init: RequestInit = {},
  labels?: Record<string, string>,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetchImpl(url, init);
  } catch {
    return { ok: false, status: 0, message: NETWORK_FAILURE };
  }
  const body: unknown = await res.json().catch(() => null);
  if (res.ok) return { ok: true, status: res.status, body: body as T };
  return { ok: false, status: res.status, message: failureMessage(res.status, body, labels), body };
}

/** POST a JSON body. */
export function postJson<T = unknown>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  labels?: Record<string, string>,
): Promise<ApiResult<T>> {
  return callApi<T>(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }, labels);
}

/** The success anchor of a form that posts to this path without script (`/api/contact` → `sent-contact`): ApiForm.astro and plain-form.ts. */
export const sentAnchor = (action: string) => `sent-${action.replace(/^\/api\//, '').replace(/[^a-z0-9]+/gi, '-')}`;
