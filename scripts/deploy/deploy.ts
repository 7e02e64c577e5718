/**
 * `npm run deploy`: puts the built site (dist/ and functions/) on Cloudflare Pages, after the preflight.
 *   1. wrangler.toml's Hyperdrive id becomes CLOUDFLARE_HYPERDRIVE_ID (the committed id is a placeholder),
 *   2. the functions' settings go to the Pages project as secrets (`wrangler pages secret bulk`): once
 *      wrangler.toml exists its [vars] are the only plain variables, so the site's values travel as
 *      secrets, which the functions read exactly like variables,
 *   3. `wrangler pages deploy dist`.
 * Each step prints what it did, never a value.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

function wrangler(args: string[]): void {
  console.log(`$ wrangler ${args.join(' ')}`);
  const r = spawnSync('node_modules/.bin/wrangler', args, { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } });
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
  wrangler(['pages', 'deploy', 'dist', '--project-name', project, '--branch', 'main', '--commit-dirty=true']);
}
