/** The Cloudflare Functions bundle as wrangler builds it for deployment: raw and gzip size, and what must not be in it. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parse } from 'smol-toml';

export function benchWorkerBundle(): { raw: number; gzip: number; forbidden: string[] } | null {
  const out = mkdtempSync(join(tmpdir(), 'fn-bundle-'));
  try {
    const config = parse(readFileSync('wrangler.toml', 'utf8')) as { compatibility_date: string; compatibility_flags: string[] };
    const built = spawnSync(
      'node_modules/.bin/wrangler',
      [
        'pages',
        'functions',
        'build',
        'functions',
        '--outdir',
        out,
        '--compatibility-date',
        config.compatibility_date,
        '--compatibility-flags',
        ...config.compatibility_flags,
      ],
      { encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
    );
    if (built.status !== 0) return null;
    const code = readFileSync(join(out, 'index.js'));
    const text = code.toString('utf8');
    // Module paths esbuild leaves in the bundle's comments name every package it took in.
    const forbidden = ['@electric-sql/pglite', 'nodemailer', 'zipcodes/lib'].filter((p) => text.includes(`node_modules/${p}`));
    return { raw: code.length, gzip: gzipSync(code).length, forbidden };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}
