/** Calls to a signed-in API (the staff console's, the employer's account): apart from api.ts, which every island page loads. */
import { callApi, type ApiResult } from './api';

/**
 * Calls to one API under `base` with a bearer token from `token` (none when it answers null), a JSON body
 * when there is one; the answer as callApi gives it.
 */
export function bearerCall(base: string, token: () => Promise<string | null | undefined>, labels?: Record<string, string>) {
  return async <T>(path: string, method = 'GET', body?: unknown): Promise<ApiResult<T>> => {
    const bearer = await token();
    const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    return callApi<T>(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, labels);
  };
}
