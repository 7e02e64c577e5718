/**
 * `npm run deploy`: puts the built site (dist/ and functions/) on Cloudflare Pages, after the preflight.
 *   1. wrangler.toml's Hyperdrive id becomes CLOUDFLARE_HYPERDRIVE_ID (the committed id is a placeholder),
 *   2. the functions' settings go to the Pages project as secrets (`wrangler pages secret bulk`): once
 *      wrangler.toml exists its [vars] are the only plain variables, so the site's values travel as
 *      secrets, which the functions read exactly like variables,
 *   3. `wrangler pages deploy dist`, once the build's files are counted against Cloudflare Pages' limit
 *      (100,000 a deployment on the paid plan the runbook names, with PAGES_WRANGLER_MAJOR_VERSION=4; 20,000
 *      on the free plan): a build past it is not uploaded, and the message says why.
 * Each step prints what it did, never a value.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeProblem, functionSettings, settingProblems } from '../../src/config/deploy-settings';

/** wrangler.toml with its [[hyperdrive]] id replaced. */
export function withHyperdriveId(toml: string, id: string): string {
  if (!/^[0-9a-f]{32}$/.test(id)) throw new Error('CLOUDFLARE_HYPERDRIVE_ID must be 32 hexadecimal characters');
  const replaced = toml.replace(/(\[\[hyperdrive\]\][^[]*?\bid\s*=\s*")[0-9a-f]{32}(")/, `$1${id}$2`);
  if (replaced === toml && !toml.includes(id)) throw new Error('wrangler.toml has no [[hyperdrive]] id to set');
  return replaced;
}

/** Cloudflare Pages' files a deployment: the free plan's, and the paid plan's (docs/deploy.md, "The board's size"). */
export const PAGES_FILE_LIMITS = { free: 20_000, paid: 100_000 } as const;

/** Every file under `dir`, as wrangler uploads them. */
export function countFiles(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true }).filter((d) => d.isFile()).length;
}

/** Why a build of `files` files cannot go up on the paid plan, or null. */
export function fileLimitProblem(files: number): string | null {
  return files > PAGES_FILE_LIMITS.paid
    ? `dist/ holds ${files.toLocaleString('en-US')} files, over Cloudflare Pages' ${PAGES_FILE_LIMITS.paid.toLocaleString('en-US')} a deployment: not uploaded (docs/deploy.md, "The board's size")`
    : null;
}

function wrangler(args: string[]): void {
  console.log(`$ wrangler ${args.join(' ')}`);
  // PAGES_WRANGLER_MAJOR_VERSION=4: the paid plan's 100,000 files a deployment (else 20,000).
  const r = spawnSync('node_modules/.bin/wrangler', args, {
    stdio: 'inherit',
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', PAGES_WRANGLER_MAJOR_VERSION: '4' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (process.argv[1]?.endsWith('deploy.ts')) {
  const env = process.env;
  const problems = [...settingProblems('deploy', env), ...settingProblems('functions', env)];
  if (problems.length) {
    console.error(`Not deploying: ${problems.map(describeProblem).join('; ')} (npm run deploy:check lists every setting).`);
    process.exit(1);
  }
  const project = env.CLOUDFLARE_PAGES_PROJECT!;
  writeFileSync('wrangler.toml', withHyperdriveId(readFileSync('wrangler.toml', 'utf8'), env.CLOUDFLARE_HYPERDRIVE_ID!));
  console.log('wrangler.toml: Hyperdrive id set from CLOUDFLARE_HYPERDRIVE_ID');
  const settings = functionSettings(env);
  const dir = mkdtempSync(join(tmpdir(), 'pages-secrets-'));
  try {
    const file = join(dir, 'secrets.json');
    writeFileSync(file, JSON.stringify(settings), { mode: 0o600 });
    console.log(`Functions' settings: ${Object.keys(settings).join(', ')}`);
    wrangler(['pages', 'secret', 'bulk', file, '--project-name', project]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const files = countFiles('dist');
  const tooMany = fileLimitProblem(files);
  if (tooMany) {
    console.error(`Not deploying: ${tooMany}.`);
    process.exit(1);
  }
  console.log(`dist/: ${files.toLocaleString('en-US')} files (limit ${PAGES_FILE_LIMITS.paid.toLocaleString('en-US')})`);
  wrangler(['pages', 'deploy', 'dist', '--project-name', project, '--branch', 'main', '--commit-dirty=true']);
}
