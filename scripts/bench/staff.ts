/**
 * The staff API's figures, on PGlite with 10,000 jobs: the review queue read, a publish and an
 * edit, each through the real handlers with a signed staff token (aal2), so the figure includes the token
 * check, the policies' triggers, the audit log and the answer. Medians of 20 calls.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { onRequestGet as listJobs } from '../../src/features/postings/jobs.api';
import { onRequestPatch as editJob } from '../../src/features/postings/job.api';
// The route as wired (reports hear each decision).
import { onRequestPost as jobAction } from '../../functions/api/staff/jobs/[id]/[action]';
import type { PagesFunction } from '../../src/server/http/types';
import { signAccessToken } from '~/server/embedded-auth/tokens';
import { closeBackends, getNodeServices } from '~/server/root-node';
import { insertJobs } from '~/server/store/insert-jobs';
import { buildSyntheticJobs } from '../seed/synthetic';

const RUNS = 20;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function benchStaff(): Promise<{ queueMs: number; publishMs: number; editMs: number; jobs: number; pending: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-staff-'));
  const env = { DATA_DIR: dir, SIGNING_SECRET: 'bench-staff-signing-secret-0123456789abcdef', STAFF_MFA: 'required' };
  try {
    const services = await getNodeServices(env);
    const sql = services.backend.sql;
    const jobs = buildSyntheticJobs(10_000, { now: new Date(), startId: 100_000 }).map((j) => ({ ...j, is_active: true, expires_at: null }));
    await sql.transaction(async (tx) => {
      await insertJobs(tx, jobs);
      // 500 of them wait for review; every employer is verified, so publishing goes through.
      await tx.query(`select set_config('jobs.import', 'on', true)`);
      await tx.query(`update public.jobs set status = 'pending_review' where id in (select id from public.jobs order by id desc limit 500)`);
      await tx.query(`update public.employers set license_number = 'PT-1', license_state = 'CA', verified_by = 'bench', verified_at = now()`);
    });
    const [{ total, pending } = { total: 0, pending: 0 }] = await sql.query<{ total: number; pending: number }>(
      `select count(*)::int as total, count(*) filter (where status = 'pending_review')::int as pending from public.jobs`,
    );
    // A staff session the database knows: a token is staff only while its session is live (sign-out ends it).
    const userId = randomUUID();
    const sessionId = randomUUID();
    await sql.query(`insert into auth.users (id, email, encrypted_password) values ($1, 'bench@staff.example', null)`, [userId]);
    await sql.query(`insert into auth.sessions (id, user_id) values ($1, $2)`, [sessionId, userId]);
    const token = (
      await signAccessToken(env.SIGNING_SECRET, { id: userId, email: 'bench@staff.example', app_metadata: { role: 'staff' } }, sessionId, Date.now(), 'aal2')
    ).token;
    let ip = 0;
    async function call<P extends string>(fn: PagesFunction<P>, method: string, path: string, params: Record<P, string>, body?: unknown): Promise<number> {
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, 'cf-connecting-ip': `10.9.${Math.floor(++ip / 250)}.${ip % 250}` };
      if (body !== undefined) headers['content-type'] = 'application/json';
      const request = new Request(`http://bench${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const start = performance.now();
      const res = await fn({
        request,
        env,
        params,
        data: { services: Promise.resolve(services) },
        waitUntil: () => undefined,
        next: async () => new Response(),
      });
      await res.arrayBuffer();
      const ms = performance.now() - start;
      if (res.status !== 200) throw new Error(`${method} ${path}: ${res.status}`);
      return ms;
    }
    const queue: number[] = [];
    for (let i = 0; i < RUNS + 2; i++) queue.push(await call(listJobs, 'GET', '/api/staff/jobs?status=pending_review', {}));
    const ids = (await sql.query<{ id: string }>(`select id from public.jobs where status = 'pending_review' order by id limit ${RUNS + 2}`)).map((r) =>
      String(r.id),
    );
    const publish: number[] = [];
    const edit: number[] = [];
    for (const id of ids) publish.push(await call(jobAction, 'POST', `/api/staff/jobs/${id}/publish`, { id, action: 'publish' }, {}));
    for (const id of ids) edit.push(await call(editJob, 'PATCH', `/api/staff/jobs/${id}`, { id }, { description: 'Edited by the benchmark.' }));
    // The first two of each warm the caches and are left out.
    return {
      queueMs: median(queue.slice(2)),
      publishMs: median(publish.slice(2)),
      editMs: median(edit.slice(2)),
      jobs: Number(total),
      pending: Number(pending),
    };
  } finally {
    await closeBackends();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchStaff();
  console.log(JSON.stringify(r));
}
