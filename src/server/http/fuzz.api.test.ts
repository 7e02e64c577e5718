/**
 * Fuzz runs for the functions whose own tests do not already send 500 malformed requests (forms,
 * subscribe and unsubscribe do): geocode, resume upload and download, apply-address and send-saved-jobs.
 * Each gets at least 500 malformed requests; none may answer 5xx, and none may write anything.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEachDriver, fnContext, suiteDb } from '../../../tests/support/databases';
import type { FunctionContext, PagesFunction } from '~/server/http/types';
import { onRequestPost as geocode } from '~/features/location/geocode.api';
import { onRequestGet as applyAddress } from '~/features/applications/apply-address.api';
import { resumeDownload } from '~/server/pages-host/resume-download';
import { getNodeServices } from '~/server/root-node';

/** The embedded download, as the local host mounts it. */
const download = async (ctx: Pick<FunctionContext, 'request' | 'env'>) => (await resumeDownload(ctx.request, () => getNodeServices(ctx.env)))!;
import { onRequestPost as upload } from '~/features/applications/resumes.api';
import { onRequestPost as sendSavedJobs } from '~/features/saved-jobs/send-saved-jobs.api';

// A deterministic generator, so a failure names a body that can be replayed.
let seed = 7;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const PIECES = [
  '{',
  '}',
  '[',
  ']',
  '"',
  ':',
  ',',
  'null',
  'true',
  '1e309',
  '-0',
  '\\u0000',
  '\u0000',
  '\ud800',
  'é',
  '<script>',
  '../',
  '%00',
  'location',
  'email',
  'jobIds',
  '94043',
  'a@b.co',
  ' ',
  '\n',
];
const junk = (max: number) => Array.from({ length: Math.floor(rand() * max) }, () => pick(PIECES)).join('');
const JSONISH: unknown[] = [
  null,
  0,
  [],
  {},
  { location: null },
  { location: [] },
  { location: {} },
  { location: 'x'.repeat(101) },
  { location: '' },
  { location: '   ' },
  { email: 1, jobIds: 'x' },
  { email: 'a@b.co', jobIds: [] },
  { email: 'a@b.co', jobIds: Array(51).fill('1') },
  { email: 'a@b.co', jobIds: [{}] },
  { email: 'nope', jobIds: ['1'] },
  { email: 'a@b.co' },
];
function body(i: number): string {
  return i % 2 ? junk(40) : JSON.stringify(JSONISH[i % JSONISH.length]);
}

let ip = 0;

describeEachDriver('fuzz', (driver) => {
  const db = suiteDb(driver);
  // Read inside tests, once the database is made.
  const dataDirOf = () => db().dataDir;
  const envOf = () => db().env;

  function ctx(request: Request, params: Record<string, string> = {}): FunctionContext {
    return { ...fnContext(request, envOf(), params).context, next: async () => new Response(null, { status: 404 }) };
  }
  const client = () => `10.77.${Math.floor(ip / 250) % 250}.${ip++ % 250}`;
  const post = (url: string, payload: BodyInit, headers: Record<string, string> = {}) =>
    new Request(url, { method: 'POST', body: payload, headers: { 'cf-connecting-ip': client(), ...headers } });

  async function counts() {
    const n = async (table: string) => (await db().sql.query<{ n: number }>(`select count(*)::int n from public.${table}`))[0]!.n;
    const files = (dir: string) => (existsSync(join(dataDirOf(), dir)) ? readdirSync(join(dataDirOf(), dir)).length : 0);
    return { resumes: await n('resume_uploads'), subscriptions: await n('email_subscriptions'), stored: files('resumes'), mails: files('outbox') };
  }

  async function fuzz(fn: PagesFunction, make: (i: number) => { request: Request; params?: Record<string, string> }, runs = 500): Promise<Set<number>> {
    const statuses = new Set<number>();
    for (let i = 0; i < runs; i++) {
      const { request, params } = make(i);
      const res = await fn(ctx(request, params));
      statuses.add(res.status);
      expect(res.status, `run ${i}`).toBeLessThan(500);
    }
    return statuses;
  }

  describe('fuzz: 500 malformed requests per function, no 5xx, nothing written', () => {
    it('POST /api/geocode', async () => {
      const before = await counts();
      const statuses = await fuzz(geocode, (i) => ({ request: post('http://localhost/api/geocode', body(i), { 'content-type': 'application/json' }) }));
      expect([...statuses].every((s) => s === 400 || s === 413 || s === 200)).toBe(true);
      expect(await counts()).toEqual(before);
    });

    it('POST /api/resumes (bad multipart, wrong types, renamed executables, oversize declarations)', async () => {
      const before = await counts();
      const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0x00]);
      await fuzz(upload, (i) => {
        const kind = i % 5;
        if (kind === 0) return { request: post('http://localhost/api/resumes', body(i), { 'content-type': 'application/json' }) };
        if (kind === 1) return { request: post('http://localhost/api/resumes', junk(80), { 'content-type': 'multipart/form-data; boundary=xyz' }) };
        if (kind === 2)
          return {
            request: post('http://localhost/api/resumes', 'x', {
              'content-type': 'multipart/form-data; boundary=xyz',
              'content-length': String(50 * 1024 * 1024),
            }),
          };
        const form = new FormData();
        const name = pick(['cv.pdf', 'cv.docx', 'cv.doc', 'cv.exe', 'cv', '.pdf', '../../etc/passwd.pdf', 'a'.repeat(300) + '.pdf']);
        if (kind === 3) form.set('file', new File([exe], name));
        else form.set(pick(['file', 'resume', 'f']), pick([junk(20), new File([junk(30)], name)]));
        return { request: post('http://localhost/api/resumes', form) };
      });
      expect(await counts()).toEqual(before);
    });

    it('GET /api/resumes/{name} with malformed names and signatures', async () => {
      await fuzz(download, (i) => {
        const name = i % 3 ? junk(30) : pick(['a.pdf', '../secret.pdf', '%2e%2e%2fx.pdf', '', 'x'.repeat(500) + '.pdf']);
        const url = new URL('http://localhost/api/resumes/x');
        if (i % 2) {
          url.searchParams.set('expires', junk(12));
          url.searchParams.set('sig', junk(20));
        } else url.search = pick(['', '?expires=9999999999&sig=', '?expires=-1&sig=abc', '?sig=AAAA']);
        return { request: new Request(url, { headers: { 'cf-connecting-ip': client() } }), params: { name } };
      });
    });

    it('GET /api/jobs/{id}/apply-address with malformed ids', async () => {
      const statuses = await fuzz(applyAddress, (i) => {
        const id = i % 2 ? junk(25) : pick(['', '0', '-1', '1e3', '9'.repeat(40), '1;drop table jobs', '１', 'null']);
        return { request: new Request('http://localhost/api/jobs/x/apply-address', { headers: { 'cf-connecting-ip': client() } }), params: { id } };
      });
      expect([...statuses].sort()).toEqual([404]);
    });

    it('POST /api/send-saved-jobs sends no mail for malformed bodies', async () => {
      const before = await counts();
      await fuzz(sendSavedJobs, (i) => ({ request: post('http://localhost/api/send-saved-jobs', body(i), { 'content-type': 'application/json' }) }));
      expect(await counts()).toEqual(before);
    });
  });
});
