/**
 * A new capability is one folder: this plants "scratch" (a page, a handler, a store, a staff view, a schema
 * file) in a copy of the tree, with nothing outside its folder but its one-line function stub and its
 * migration, and finds it routed (the host and Astro), layered (dependency-cruiser's feature rules),
 * fuzzed, migrated and served on each database driver, and listed in the staff console.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featurePages } from '../../src/integrations/feature-pages';
import { migrate, readMigrations, readSchemaFiles } from '../../src/server/db/migrate';
import { openPostgres } from '../../src/server/db/postgres';
import { scanRoutes } from '../../src/server/pages-host/routes';
import { generate, sendInBatches } from '../fuzz/requests';
import { DRIVERS } from '../support/test-db';

const MAIN = resolve('.');
// Inside the project (git ignores .data/), so the copy resolves node_modules as the tree does.
const TREE = join(MAIN, '.data', `scratch-tree-${process.pid}`);

/** The capability: every file in its folder, then its stub and its migration. */
const SCRATCH: Record<string, string> = {
  'src/features/scratch/feature.json': '{ "uses": [] }\n',
  'src/features/scratch/scratch.store.ts': `import type { Sql } from '~/server/db/sql';

export function createScratchStore(sql: Sql) {
  return {
    async add(note: string) {
      const [row] = await sql.query<{ id: number }>('insert into public.scratch_notes (note) values ($1) returning id', [note]);
      return { id: Number(row!.id) };
    },
    async list() {
      const [count] = await sql.query<{ n: number }>('select public.scratch_note_count() as n');
      const rows = await sql.query<{ note: string }>('select note from public.scratch_notes order by id');
      return { count: Number(count!.n), notes: rows.map((r) => r.note) };
    },
  };
}
`,
  'src/features/scratch/scratch.api.ts': `import { z } from 'zod';
import { services } from '~/server/http/context';
import { guardedBody } from '~/server/http/guard';
import { json } from '~/server/http/http';
import type { PagesFunction } from '~/server/http/types';
import { createScratchStore } from './scratch.store';

const noteBody = z.object({ note: z.string().trim().min(1, 'Write a note').max(200, 'At most 200 characters') }).strict();

export const onRequestPost: PagesFunction = async (ctx) => {
  const body = await guardedBody(ctx, noteBody);
  if (!body.ok) return body.response;
  return json(await (await services(ctx)).backend.store(createScratchStore).add(body.value.note), 201);
};

export const onRequestGet: PagesFunction = async (ctx) => json(await (await services(ctx)).backend.store(createScratchStore).list());
`,
  'src/features/scratch/ScratchView.staff.tsx': `import type { StaffView, StaffViewProps } from '~/components/console/console-call';

export const staffView: StaffView = { id: 'scratch', label: 'Scratch notes', order: 990 };

export default function ScratchView(_: StaffViewProps) {
  return <p>Scratch notes</p>;
}
`,
  'src/features/scratch/pages/scratch.astro': `---
import BaseLayout from '~/layouts/BaseLayout.astro';
---
<BaseLayout title="Scratch" description="A capability's own page."><h1>Scratch page</h1></BaseLayout>
`,
  'src/features/scratch/scratch.schema.sql': `create or replace function public.scratch_note_count() returns bigint language sql stable as
  $$ select count(*) from public.scratch_notes $$;
revoke all on function public.scratch_note_count() from public, anon, authenticated;
`,
  'functions/api/scratch.ts': "export { onRequestGet, onRequestPost } from '../../src/features/scratch/scratch.api';\n",
  'supabase/migrations/20991231000000_scratch.sql': `create table public.scratch_notes (
  id bigint generated always as identity primary key,
  note text not null check (length(note) between 1 and 200)
);
alter table public.scratch_notes enable row level security;
`,
};

const plant = (files: Record<string, string>) => {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(TREE, path)), { recursive: true });
    writeFileSync(join(TREE, path), text);
  }
};

const freePort = () =>
  new Promise<number>((done) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => done(port));
    });
  });

const children: ChildProcess[] = [];
/** Runs `args` in the copy until `ready` answers true; the process is ended after the file's tests. */
async function startInTree(args: string[], env: Record<string, string>, ready: () => Promise<boolean>): Promise<() => string> {
  let log = '';
  // Without vitest's marker: under VITEST, Astro's dev server renders no page.
  const { VITEST: _, ...outside } = process.env;
  const child = spawn(join(MAIN, 'node_modules/.bin/node'), args, { cwd: TREE, env: { ...outside, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  child.stdout!.on('data', (d) => (log += d));
  child.stderr!.on('data', (d) => (log += d));
  for (let i = 0; i < 480 && !(await ready().catch(() => false)); i++) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} ended:\n${log}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return () => log;
}

beforeAll(() => {
  mkdirSync(TREE, { recursive: true });
  for (const part of ['src', 'functions', 'supabase', 'scripts', 'public', 'content'])
    cpSync(join(MAIN, part), join(TREE, part), { recursive: true, filter: (src) => !/\.(test|spec)\.tsx?$/.test(src) });
  for (const file of ['package.json', 'tsconfig.json', 'astro.config.mjs', '.dependency-cruiser.cjs', '.feature-graph.cjs', '.env.example'])
    cpSync(join(MAIN, file), join(TREE, file));
  plant(SCRATCH);
});

afterAll(() => {
  for (const c of children) c.kill('SIGKILL');
  rmSync(TREE, { recursive: true, force: true });
});

it('is routed: its function by the host, its page by Astro, from their files alone', () => {
  expect(scanRoutes(join(TREE, 'functions')).map((r) => r.pattern)).toContain('/api/scratch');
  expect(featurePages(TREE)).toContainEqual({ pattern: '/scratch', entrypoint: './src/features/scratch/pages/scratch.astro' });
  // The real tree's pages are untouched by the planting.
  expect(featurePages(MAIN).map((p) => p.pattern)).not.toContain('/scratch');
});

it('is layered: it may import only the features its feature.json names', () => {
  const cruise = () =>
    spawnSync(join(MAIN, 'node_modules/.bin/depcruise'), ['src/features/scratch', '--config', '.dependency-cruiser.cjs', '--output-type', 'err'], {
      cwd: TREE,
      encoding: 'utf8',
    });
  const clean = cruise();
  expect(clean.status, clean.stdout + clean.stderr).toBe(0);
  plant({ 'src/features/scratch/reach.ts': "export { reportBody } from '~/features/reports/report';\n" });
  try {
    const reaching = cruise();
    expect(reaching.status).not.toBe(0);
    expect(reaching.stdout).toContain('feature-scratch-imports-only-its-declared-features');
  } finally {
    rmSync(join(TREE, 'src/features/scratch/reach.ts'));
  }
}, 120_000);

describe.each(DRIVERS)('on %s', (driver) => {
  it('is migrated, stored and served by the host, and answers fuzzed requests with 4xx and no write', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), `scratch-${driver}-`));
    const dist = mkdtempSync(join(tmpdir(), 'scratch-dist-'));
    writeFileSync(join(dist, 'index.html'), '<h1>Home</h1>');
    const env: Record<string, string> = { DATA_DIR: dataDir };
    let dropDb = async () => undefined as void;
    if (driver === 'postgres') {
      // A bare database migrated from the copy's files (its migration and its schema file among them).
      const server = process.env.TEST_DATABASE_URL!;
      const name = `scratch_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      const admin = openPostgres(server, { max: 1 });
      await admin.query(`create database ${name}`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      const sql = openPostgres(url.href, { max: 1 });
      const report = await migrate(sql, { migrations: await readMigrations(join(TREE, 'supabase/migrations')), schemas: await readSchemaFiles(TREE) });
      expect(report.applied).toContain('20991231000000_scratch');
      expect(report.declared).toContain('src/features/scratch/scratch.schema.sql');
      await sql.close();
      env.DATABASE_URL = url.href;
      dropDb = async () => {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.close();
      };
    }
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const health = async () => (await fetch(`${origin}/api/health`)).status === 200;
    // PGlite: the host migrates its own new folder on start, from the copy's files.
    const log = await startInTree(
      ['--import', 'tsx', 'scripts/serve.ts'],
      { ...env, PORT: String(port), HOST: '127.0.0.1', DIST_DIR: dist, QUIET: '1', SITE_URL: origin },
      health,
    );
    try {
      const post = (body: unknown) =>
        fetch(`${origin}/api/scratch`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      expect((await post({ note: 'first note' })).status, log()).toBe(201);
      const refused = await post({ note: '   ' });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(await refused.json())).toContain('Write a note');
      const read = async () => (await fetch(`${origin}/api/scratch`)).json() as Promise<{ count: number; notes: string[] }>;
      expect(await read()).toEqual({ count: 1, notes: ['first note'] });

      const tally = await sendInBatches(port, generate(['/api/scratch'], 200, 20261128), {
        batch: 100,
        clients: 4,
        afterBatch: async () => expect(await health()).toBe(true),
      });
      expect(tally.wrong, log().slice(-2000)).toEqual([]);
      expect(tally['4xx']).toBeGreaterThan(0);
      expect((await read()).count).toBe(1);
    } finally {
      children.pop()?.kill('SIGTERM');
      await dropDb();
      rmSync(dist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

it("serves its page and is listed in the staff console (Astro's dev server)", async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'scratch-dev-'));
  const log = await startInTree(
    [join(MAIN, 'node_modules/astro/bin/astro.mjs'), 'dev', '--port', String(port), '--host', '127.0.0.1'],
    { DATA_DIR: dataDir, SITE_URL: 'http://localhost:4321', ASTRO_TELEMETRY_DISABLED: '1' },
    async () => (await fetch(`${origin}/scratch`)).ok,
  );
  try {
    expect(await (await fetch(`${origin}/scratch`)).text()).toContain('Scratch page');
    // The console's views as the browser gets them: its glob of `*.staff.tsx`, expanded by Vite.
    const consoleModule = await (await fetch(`${origin}/src/features/staff/StaffConsole.tsx`)).text();
    expect(consoleModule, log().slice(-2000)).toContain('scratch/ScratchView.staff.tsx');
  } finally {
    children.pop()?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}, 300_000);
