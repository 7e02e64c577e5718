import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEachDriver, fnContext, suiteDb } from '../../../tests/support/databases';
import { hmac } from '~/lib/hmac';
import { signingSecret } from '~/server/signing';
import { parseEnv } from '~/config/env';
import { resumeDownload } from '~/server/pages-host/resume-download';
import { getNodeServices } from '~/server/root-node';
import type { FunctionContext } from '~/server/http/types';

/** The embedded download, as the local host mounts it. */
const onRequestGet = async (ctx: Pick<FunctionContext, 'request' | 'env'>) => (await resumeDownload(ctx.request, () => getNodeServices(ctx.env)))!;
import { onRequestPost } from './resumes.api';
import { onRequestGet as openGet, onRequestHead as openHead } from './resume-open.api';
import { resumeToken } from '~/domain/resume-link';
import { signToken } from '~/lib/signed-token';

const openResume = (c: FunctionContext) => (c.request.method === 'HEAD' ? openHead(c) : openGet(c));

let ip = 0;

describeEachDriver('resume upload and download', (driver) => {
  const db = suiteDb(driver);
  // Read inside tests, once the database is made.
  const dataDirOf = () => db().dataDir;
  const envOf = () => db().env;
  const ctx = (request: Request, params: Record<string, string> = {}) => fnContext(request, envOf(), params).context;
  function upload(file: File, extra: Record<string, string> = {}) {
    const form = new FormData();
    form.set('file', file);
    for (const [k, v] of Object.entries(extra)) form.set(k, v);
    return onRequestPost(ctx(new Request('http://localhost/api/resumes', { method: 'POST', body: form, headers: { 'cf-connecting-ip': `10.3.0.${ip++}` } })));
  }
  const stored = () => (existsSync(join(dataDirOf(), 'resumes')) ? readdirSync(join(dataDirOf(), 'resumes')) : []);
  async function rows(): Promise<number> {
    return (await db().sql.query<{ n: number }>('select count(*)::int n from public.resume_uploads'))[0]!.n;
  }
  const BROWSER = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15';
  const openLink = (url: string, method = 'GET', ua = BROWSER) => {
    const token = url.split('/').pop()!;
    return openResume(ctx(new Request(url, { method, headers: { 'user-agent': ua, 'cf-connecting-ip': `10.4.0.${ip++}` } }), { token }) as never);
  };
  const downloads = async () =>
    (await db().sql.query<{ n: number }>(`select coalesce(sum(count), 0)::int n from public.job_daily_counts where job_id = 1 and kind = 'resume'`))[0]!.n;
  const pdf = new Uint8Array([...new TextEncoder().encode('%PDF-1.7\n'), ...new Uint8Array(2000).fill(65)]);

  describe('POST /api/resumes and the signed download', () => {
    it('stores a PDF under an unguessable name, records it, and its link downloads the same bytes', async () => {
      const res = await upload(new File([pdf], 'My Resume.pdf', { type: 'application/pdf' }), {
        email: 'Ana@Example.com',
        jobId: '12',
        companyName: 'Harbor PT',
      });
      expect(res.status).toBe(201);
      const { url, expiresIn } = (await res.json()) as { url: string; expiresIn: number };
      expect(expiresIn).toBe(604800);
      const name = stored()[0]!;
      expect(name).toMatch(/^\d{13}-[0-9a-f]{24}\.pdf$/);
      expect(await rows()).toBe(1);
      // The site's own link (counted when opened), forwarding to the storage's for 10 minutes.
      expect(url).toMatch(/^http:\/\/localhost:4321\/api\/resumes\/open\/[\w-]+\.[\w-]{43}$/);
      const forward = await openLink(url);
      expect(forward.status).toBe(302);
      const u = new URL(forward.headers.get('location')!);
      const down = await onRequestGet(ctx(new Request(u), { name: decodeURIComponent(u.pathname.split('/').pop()!) }));
      expect(down.status).toBe(200);
      expect(new Uint8Array(await down.arrayBuffer())).toEqual(pdf);
      expect(Number(u.searchParams.get('expires')) - Date.now() / 1000).toBeGreaterThan(590);
      expect(Number(u.searchParams.get('expires')) - Date.now() / 1000).toBeLessThanOrEqual(600);
    });
    it('refuses a 6 MB upload and a renamed .exe, storing nothing', async () => {
      const before = stored().length;
      const big = await upload(new File([new Uint8Array(6 * 1024 * 1024)], 'big.pdf'));
      expect(big.status).toBe(413);
      expect(await big.json()).toEqual({ error: 'File Too Large - Please upload a file smaller than 5MB' });
      const exe = await upload(new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'cv.pdf'));
      expect(exe.status).toBe(415);
      expect(await exe.json()).toEqual({ error: 'Invalid File Type - Please upload a PDF or Word document (.pdf, .doc, .docx)' });
      expect((await upload(new File([pdf], 'cv.exe'))).status).toBe(415);
      expect(stored().length).toBe(before);
      expect(await rows()).toBe(1);
    });
    it('an opened resume link counts one download for its job a day (people only; HEAD, bots and repeats do not), and a changed or old link counts nothing', async () => {
      const res = await upload(new File([pdf], 'cv.pdf'), { email: 'bo@example.com', jobId: '1' });
      const { url } = (await res.json()) as { url: string };
      const token = url.split('/').pop()!;
      expect((await openLink(url, 'HEAD')).status).toBe(302);
      expect(await downloads()).toBe(0);
      expect((await openLink(url, 'GET', 'Mozilla/5.0 (compatible; bingbot/2.0)')).status).toBe(302);
      expect(await downloads()).toBe(0);
      expect((await openLink(url)).status).toBe(302);
      expect((await openLink(url)).status).toBe(302);
      expect(await downloads()).toBe(1);
      // Tampered: not ours. Signed but past its 7 days: expired. Neither forwards or counts.
      const sig = token.indexOf('.') + 1;
      const tampered = await openLink(url.replace(token, `${token.slice(0, sig)}${token[sig] === 'A' ? 'B' : 'A'}${token.slice(sig + 1)}`));
      expect(tampered.status).toBe(404);
      expect(tampered.headers.get('location')).toBeNull();
      const secret = signingSecret(parseEnv(envOf()), dataDirOf());
      const name = stored().find((n) => !url.includes(n))!;
      const old = await resumeToken(secret, { path: name, jobId: '1', expires: Math.floor(Date.now() / 1000) - 1 });
      const gone = await openLink(`http://localhost:4321/api/resumes/open/${old}`);
      expect(gone.status).toBe(410);
      expect(await gone.text()).toContain('This resume link has expired');
      // A token signed for another purpose (the employer's job page) does not pass.
      expect((await openLink(`http://localhost:4321/api/resumes/open/${await signToken(secret, 'job:owner', `${name}|1|9999999999`)}`)).status).toBe(404);
      expect(await downloads()).toBe(1);
    });
    it('answers 403 for a tampered or expired link', async () => {
      const name = stored()[0]!;
      const secret = signingSecret(parseEnv(envOf()), dataDirOf());
      const future = Math.floor(Date.now() / 1000) + 100;
      const good = await hmac(secret, `${name}:${future}`);
      const get = (expires: number, sig: string) =>
        onRequestGet(ctx(new Request(`http://localhost/api/resumes/${name}?expires=${expires}&sig=${sig}`), { name }));
      expect((await get(future, good)).status).toBe(200);
      expect((await get(future + 1, good)).status).toBe(403);
      expect((await get(future, `${good.slice(0, -2)}xx`)).status).toBe(403);
      const past = Math.floor(Date.now() / 1000) - 1;
      expect((await get(past, await hmac(secret, `${name}:${past}`))).status).toBe(403);
      expect(
        (await onRequestGet(ctx(new Request('http://localhost/api/resumes/..%2Fsigning-secret?expires=1&sig=x'), { name: '../signing-secret' }))).status,
      ).toBe(403);
    });
  });
});
