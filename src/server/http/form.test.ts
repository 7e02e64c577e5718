import { describe, expect, it } from 'vitest';
import { readForm } from '~/server/http/form';

const multipart = (boundary: string) =>
  new Request('http://x/', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
  });

describe('readForm (RFC 8058 bodies)', () => {
  it('reads multipart/form-data with a mixed-case boundary, as mail providers and browsers send it', async () => {
    const form = await readForm(multipart('----WebKitFormBoundaryAbCdEf12'));
    expect(form).toEqual({ ok: true, value: new Map([['List-Unsubscribe', 'One-Click']]) });
  });
  it('reads application/x-www-form-urlencoded, and a body without a type as that', async () => {
    const typed = new Request('http://x/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await readForm(typed)).toEqual({ ok: true, value: new Map([['List-Unsubscribe', 'One-Click']]) });
  });
  it('refuses other types and large bodies', async () => {
    expect(await readForm(new Request('http://x/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }))).toEqual({
      ok: false,
      status: 415,
    });
    expect(await readForm(new Request('http://x/', { method: 'POST', body: 'x'.repeat(5000) }))).toEqual({ ok: false, status: 413 });
    expect(await readForm(multipart('broken').clone(), 10)).toEqual({ ok: false, status: 413 });
  });
});
