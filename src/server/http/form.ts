import { html } from '~/lib/html';
import { readLimited } from '~/lib/read-body';
import { htmlPage } from './page';
import type { FunctionContext } from './types';

/**
 * Form bodies of the pages functions serve (alert confirm, manage, one-click unsubscribe): both encodings
 * RFC 8058 allows (multipart/form-data, application/x-www-form-urlencoded), small, read once.
 */
const MAX_FORM_BYTES = 4096;

export async function readForm(request: Request, limit = MAX_FORM_BYTES): Promise<{ ok: true; value: Map<string, string> } | { ok: false; status: 413 | 415 }> {
  const header = request.headers.get('content-type') ?? '';
  // Lower-cased to compare, never to parse: a multipart boundary is case-sensitive.
  const type = header.toLowerCase();
  // Counted while read: a huge body stops at the limit, never read whole first.
  const raw = await readLimited(request, limit);
  if (!raw) return { ok: false, status: 413 };
  const values = new Map<string, string>();
  if (type.startsWith('multipart/form-data')) {
    // Parsed by the platform's own Request (undici on Node, workerd on Cloudflare) from the bytes read.
    const form = await new Request('http://form.invalid/', { method: 'POST', headers: { 'content-type': header }, body: raw }).formData().catch(() => null);
    if (!form) return { ok: false, status: 415 };
    for (const [k, v] of form) if (typeof v === 'string' && !values.has(k)) values.set(k, v);
    return { ok: true, value: values };
  }
  if (type === '' || type.startsWith('application/x-www-form-urlencoded') || type.startsWith('text/plain')) {
    for (const [k, v] of new URLSearchParams(new TextDecoder().decode(raw))) if (!values.has(k)) values.set(k, v);
    return { ok: true, value: values };
  }
  return { ok: false, status: 415 };
}

/**
 * A page's buttons: they send one short field, read within the forms' bound, never whole. Its value when it
 * is one of `allowed`; else the 400 page to answer, titled `title`.
 */
export async function chosenButton<T extends string>(
  ctx: FunctionContext,
  field: string,
  allowed: readonly T[],
  title: string,
): Promise<{ ok: true; value: T } | { ok: false; response: Response }> {
  const form = await readForm(ctx.request);
  const value = (form.ok ? (form.value.get(field) ?? '') : '') as T;
  if (allowed.includes(value)) return { ok: true, value };
  return { ok: false, response: await htmlPage(ctx, 400, title, html`<p>Please use one of the buttons on the page.</p>`) };
}
