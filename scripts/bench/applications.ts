/**
 * Applications through the site, on PGlite: 1,000 applications through the real handler
 * (POST /api/applications: validation, limits, the store's transaction with both mails queued), then
 * the outbox drained by two drains at once (target: all of it <= 30 s; no mail sent twice).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onRequestPost as relay } from '../../src/features/applications/applications.api';
import { beginRequest } from '../../src/server/http/context';
import type { Mail, Mailer } from '~/server/ports/mail';
import { closeBackends, getNodeServices } from '~/server/root-node';
import { insertJobs } from '~/server/store/insert-jobs';
import { buildSyntheticJobs } from '../seed/synthetic';

export interface ApplicationsBench {
  applications: number;
  relayMs: number;
  drainMs: number;
  mails: number;
  duplicates: number;
}

export async function benchApplications(count = 1_000): Promise<ApplicationsBench> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-applications-'));
  const env = { DATA_DIR: dir, SIGNING_SECRET: 'bench-applications-signing-secret-0123456789', SITE_URL: 'http://bench.example' };
  try {
    const services = await getNodeServices(env);
    // 50 jobs take 20 applications each (the per-job limit is 30 an hour).
    const jobs = buildSyntheticJobs(50, { now: new Date(), startId: 100_000 }).map((j) => ({ ...j, is_active: true, expires_at: null }));
    await services.backend.sql.transaction((tx) => insertJobs(tx, jobs));
    const ids = jobs.map((j) => String(j.id));
    const start = performance.now();
    for (let i = 0; i < count; i++) {
      const ctx = {
        request: new Request('http://bench.example/api/applications', {
          method: 'POST',
          // One client and one inbox per application: the per-client and per-inbox limits are not what is measured.
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': `10.${Math.floor(i / 250)}.${i % 250}.1` },
          body: JSON.stringify({ jobId: ids[i % ids.length], name: `Applicant ${i}`, email: `applicant${i}@example.com`, message: 'I would like to apply.' }),
        }),
        env,
        params: {},
        data: { services: Promise.resolve(services) },
        waitUntil: () => undefined,
        next: async () => new Response(),
      };
      // As the middleware does: the function's after-response drain is held (the drains below send).
      beginRequest(ctx);
      const res = await relay(ctx);
      if (res.status !== 202) throw new Error(`application ${i}: ${res.status} ${await res.text()}`);
    }
    const relayMs = performance.now() - start;
    const sent: Mail[] = [];
    const mailer: Mailer = { kind: 'smtp', send: async (m) => (sent.push(m), { id: String(sent.length) }) };
    const drainStart = performance.now();
    const drain = async () => {
      while ((await services.backend.outbox.drain(mailer, { limit: 200 })).sent > 0);
    };
    await Promise.all([drain(), drain()]);
    const drainMs = performance.now() - drainStart;
    const keys = sent.map((m) => `${m.to}|${m.subject}|${m.replyTo ?? ''}`);
    return { applications: count, relayMs, drainMs, mails: sent.length, duplicates: keys.length - new Set(keys).size };
  } finally {
    await closeBackends();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await benchApplications()));
