/**
 * `npm run bench:alerts`: 10,000 confirmed alerts with varied searches (role, setting, type,
 * specialty, minimum pay, location with its 50-mile radius, keywords, flags; daily and weekly) over
 * 10,000 synthetic jobs plus the curated seed, delivered into the outbox transport (.eml files). Prints
 * the delivery's wall time and the process's peak memory against the targets (60 s, 1 GB).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { alertFiltersSchema, alertQuery } from '~/features/alerts/alert-search';
import { deliverAlerts } from '../../src/features/alerts/deliver.job';
import { closeBackends, getBackend } from '~/server/root-node';
import { createOutboxMailer } from '~/server/mail/eml-file-mailer';

const JOBS = 10_000;
const ALERTS = 10_000;
const root = mkdtempSync(join(tmpdir(), 'bench-alerts-'));
const dataDir = join(root, 'data');
const outbox = join(root, 'outbox');
const seeded = spawnSync('node_modules/.bin/tsx', ['scripts/seed.ts', '--jobs', String(JOBS)], {
  env: { ...process.env, DATA_DIR: dataDir },
  stdio: 'inherit',
});
if (seeded.status !== 0) process.exit(1);

const backend = await getBackend({ DATA_DIR: dataDir });
let seed = 17;
const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
const now = new Date();
const rows = Array.from({ length: ALERTS }, (_, i) => {
  const f: Record<string, unknown> = {};
  if (rand() < 0.6) f.role = pick(['pt', 'pt', 'pta', 'ot', 'cota']);
  if (rand() < 0.4) f.setting = pick(['outpatient', 'inpatient', 'home-health', 'skilled-nursing', 'acute-care', 'pediatric']);
  if (rand() < 0.3) f.type = pick(['full-time', 'part-time', 'contract', 'per-diem']);
  if (rand() < 0.2) f.specialty = pick(['orthopedic', 'neurology', 'geriatric', 'sports-medicine']);
  if (rand() < 0.3) f.minPay = pick([70000, 80000, 90000, 100000]);
  if (rand() < 0.4) f.location = pick(['94043', 'Bay Area', 'TX', 'Chicago, IL', 'San Diego', 'NYC', 'Phoenix, AZ', '10001', 'Florida', 'Seattle, WA']);
  if (rand() < 0.1) f.q = pick(['therapist', 'clinic', 'home']);
  if (rand() < 0.1) f.newGrad = '1';
  if (rand() < 0.1) f.bonus = '1';
  const frequency = rand() < 0.4 ? 'daily' : 'weekly';
  const period = frequency === 'daily' ? 86_400_000 : 7 * 86_400_000;
  return {
    email: `subscriber-${i}@example.com`,
    frequency,
    query: alertQuery(alertFiltersSchema.parse(f)),
    confirmed_at: new Date(now.getTime() - period - 3_600_000).toISOString(),
    delivered_until: new Date(now.getTime() - period).toISOString(),
  };
});
await backend.sql.query(
  `insert into public.job_alerts (email, frequency, query, status, confirmed_at, delivered_until)
   select email, frequency, query, 'active', confirmed_at, delivered_until
   from jsonb_to_recordset($1::text::jsonb) as x(email text, frequency text, query text, confirmed_at timestamptz, delivered_until timestamptz)`,
  [JSON.stringify(rows)],
);

const started = performance.now();
const report = await deliverAlerts({
  alerts: backend.alerts,
  jobs: backend.jobs,
  mailer: createOutboxMailer(outbox, 'Jobs <jobs@example.com>'),
  siteUrl: 'https://jobs.example.com',
  productName: 'RehabMatch',
  secret: 'bench-secret',
  now,
});
const seconds = (performance.now() - started) / 1000;
const peakMb = process.resourceUsage().maxRSS / 1024;
const files = readdirSync(outbox).length;
await closeBackends();
rmSync(root, { recursive: true, force: true });

const row = (label: string, value: string, target: string) => console.log(`${label.padEnd(62)} ${value.padStart(12)}   target ${target}`);
console.log(`\nJob alerts: ${ALERTS.toLocaleString('en-US')} confirmed alerts, ${JOBS.toLocaleString('en-US')} synthetic jobs, outbox transport`);
row('due alerts', String(report.due), '-');
row('mails sent (one per alert with new matches)', `${report.sent} (${files} files)`, '-');
row('alerts with nothing new (no mail)', String(report.nothingNew), '-');
row('failed', String(report.failed.length), '0');
row('delivery wall time', `${seconds.toFixed(1)} s`, '<= 60 s');
row('peak memory (whole process, database included)', `${peakMb.toFixed(0)} MB`, '<= 1024 MB');
process.exit(report.failed.length || report.sent !== files ? 1 : 0);
