/**
 * `npm run bench:talent`: an employer's search of the pool with 50,000 profiles open to offers (spread over
 * 400 US places, every role, pay floors in every unit, a tenth paused, some remote only), through the real
 * talent_search() as a verified employer's signed-in person: by place and radius, with the filters (role,
 * licence state, a setting, pay), and remote only. Each is the median of 15 runs after a warm-up, beside its
 * target. The embedded database (PGlite) by default; `DATABASE_URL=postgres://…` runs it on PostgreSQL
 * (a scratch database: the bench adds 50,000 accounts).
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { closeBackends, getNodeServices } from '~/server/root-node';
import { createTalentStore } from '~/features/talent/talent.store';
import { PLACES } from '~/features/location/gazetteer-table';

const N = Number(process.argv.find((a) => a.startsWith('--profiles='))?.slice(11) ?? 50_000);
const DIR = '.bench/talent-data';
const row = (what: string, value: string, target: string) => console.log(`${what.padEnd(64)} ${value.padStart(10)}   target ${target}`);

if (!process.env.DATABASE_URL) rmSync(DIR, { recursive: true, force: true });
const s = await getNodeServices({
  DATA_DIR: DIR,
  DATABASE_URL: process.env.DATABASE_URL,
  MAIL_TRANSPORT: 'outbox',
  SIGNING_SECRET: 'bench-talent-signing-secret-0123456789abc',
  QUIET: '1',
});
const sql = s.backend.sql;
console.log(`Database: ${s.backend.database}; ${N.toLocaleString('en-US')} profiles`);

// 400 places spread over the gazetteer (every nth of the places it names first), each with its point.
const named = PLACES.split('\n')
  .map((line) => line.split('|'))
  .filter((f) => f[4] === '*' && /^[A-Z]{2}$/.test(f[1] ?? '') && /^[a-z .'-]+$/.test(f[0] ?? ''));
const places = Array.from({ length: 400 }, (_, i) => {
  const [city, state, lat, lng] = named[Math.floor((i * named.length) / 400)]!;
  return { name: `${city!.replace(/\b\w/g, (c) => c.toUpperCase())}, ${state}`, lat: Number(lat), lng: Number(lng), state: state! };
});

const started = performance.now();
const ROLES = ['pt', 'pta', 'ot', 'cota'];
const UNITS: [string, number][] = [
  ['year', 85000],
  ['hour', 42],
  ['visit', 65],
  ['week', 1700],
];
for (let from = 0; from < N; from += 2000) {
  const rows = Array.from({ length: Math.min(2000, N - from) }, (_, k) => {
    const i = from + k;
    const p = places[i % places.length]!;
    const [unit, base] = UNITS[i % UNITS.length]!;
    return { id: randomUUID(), email: `bench${i}@talent.example`, i, p, unit, floor: base * (0.8 + (i % 7) * 0.07) };
  });
  await sql.query(`insert into auth.users (id, email) select (r->>'id')::uuid, r->>'email' from json_array_elements($1::text::json) r`, [
    JSON.stringify(rows.map((r) => ({ id: r.id, email: r.email }))),
  ]);
  await sql.query(
    `insert into public.talent_profiles (user_id, role, licence_states, compact, settings, pay_floor, pay_unit, place, lat, lng, radius_miles, remote, schedule, paused)
     select (r->>'id')::uuid, r->>'role', array[r->>'state'], (r->>'compact')::boolean, array[r->>'setting'], (r->>'floor')::numeric, r->>'unit',
            case when (r->>'remoteOnly')::boolean then null else r->>'place' end,
            case when (r->>'remoteOnly')::boolean then null else (r->>'lat')::float8 end,
            case when (r->>'remoteOnly')::boolean then null else (r->>'lng')::float8 end,
            case when (r->>'remoteOnly')::boolean then null else (r->>'radius')::int end,
            (r->>'remote')::boolean, 'full-time', (r->>'paused')::boolean
       from json_array_elements($1::text::json) r`,
    [
      JSON.stringify(
        rows.map((r) => ({
          id: r.id,
          role: ROLES[r.i % 4],
          state: r.p.state,
          compact: r.i % 3 === 0,
          setting: ['outpatient', 'home-health', 'skilled-nursing', 'acute-care', 'pediatric'][r.i % 5],
          floor: r.floor.toFixed(2),
          unit: r.unit,
          place: r.p.name,
          lat: r.p.lat,
          lng: r.p.lng,
          radius: [10, 25, 50][r.i % 3],
          remote: r.i % 11 === 0 || r.i % 53 === 0,
          remoteOnly: r.i % 53 === 0,
          paused: r.i % 10 === 9,
        })),
      ),
    ],
  );
}
await sql.query('analyze public.talent_profiles');
row('Profiles created', `${((performance.now() - started) / 1000).toFixed(1)} s`, '(setup, no target)');

// A verified employer's signed-in person.
const [u] = await sql.query<{ id: string }>(`insert into auth.users (email) values ('hiring@bench-clinic.example') returning id::text`);
const session = randomUUID();
await sql.query('insert into auth.sessions (id, user_id) values ($1, $2)', [session, u!.id]);
const [e] = await sql.query<{ id: string }>(
  `insert into public.employers (name, legal_entity, license_number, license_state, verified_by, verified_at) values ('Bench Clinic', 'Bench Clinic LLC', 'PT-1', 'CA', 'bench', now()) returning id::text`,
);
await sql.query(`insert into public.employer_people (employer_id, user_id, role) values ($1, $2, 'owner')`, [e!.id, u!.id]);
const claims = { role: 'authenticated', sub: u!.id, email: 'hiring@bench-clinic.example', session_id: session };
const store = createTalentStore(sql);
// A place from the middle of the spread (the first ones are the alphabet's oddities).
const busiest = places[200]!;

async function timed(what: string, target: number, run: () => Promise<unknown[]>) {
  await run();
  const times: number[] = [];
  let found = 0;
  for (let k = 0; k < 15; k++) {
    const t = performance.now();
    found = (await run()).length;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = times[7]!;
  row(`${what} (${found} found)`, `${median.toFixed(1)} ms`, `≤ ${target} ms ${median <= target ? '(met)' : '(MISSED)'}`);
}
const base = { employerId: e!.id, remote: false, settings: [] as never[], payUnit: 'year' as const, radiusMiles: 25 };
const at = { at: { lat: busiest.lat, lng: busiest.lng }, compactState: false };
await timed(`Search by place, 25 miles of ${busiest.name}`, 100, () => store.search(claims, base, at));
await timed('Search by place, 100 miles, role PT, licence state, outpatient, pay', 100, () =>
  store.search(claims, { ...base, radiusMiles: 100, role: 'pt', state: busiest.state, settings: ['outpatient'] as never[], pay: 95000 }, at),
);
await timed('Search open to remote work, role OT, pay $50 an hour', 100, () =>
  store.search(claims, { ...base, remote: true, role: 'ot', pay: 50, payUnit: 'hour' }, { at: null, compactState: false }),
);
await timed('Search with no place: licence state and pay (the widest)', 250, () =>
  store.search(claims, { ...base, state: busiest.state, pay: 120000 }, { at: null, compactState: true }),
);
await closeBackends();
