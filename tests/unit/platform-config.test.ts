/** Deployment settings that other code relies on, read from the committed files themselves. */
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';

describe('committed platform configuration', () => {
  it('Supabase: public sign-up is off (contacts are for staff accounts an admin creates)', () => {
    const config = parse(readFileSync('supabase/config.toml', 'utf8')) as {
      auth: { enable_signup: boolean; enable_anonymous_sign_ins: boolean; email: { enable_signup: boolean } };
    };
    expect(config.auth.enable_signup).toBe(false);
    expect(config.auth.email.enable_signup).toBe(false);
    expect(config.auth.enable_anonymous_sign_ins).toBe(false);
  });
  it('Cloudflare: the functions get the job store through a Hyperdrive binding named HYPERDRIVE', () => {
    const wrangler = parse(readFileSync('wrangler.toml', 'utf8')) as { hyperdrive?: { binding: string; id: string }[]; compatibility_flags: string[] };
    expect(wrangler.hyperdrive).toEqual([{ binding: 'HYPERDRIVE', id: expect.stringMatching(/^[0-9a-f]{32}$/) }]);
    // postgres.js needs Node's APIs on Workers.
    expect(wrangler.compatibility_flags).toContain('nodejs_compat');
  });
});

describe('the Cloudflare Functions bundle', () => {
  it('carries no PGlite, no nodemailer and no zipcodes package, within the free plan (3 MB gzip)', async () => {
    const { benchWorkerBundle } = await import('../../scripts/bench/bundle');
    const bundle = benchWorkerBundle();
    expect(bundle).not.toBeNull();
    expect(bundle!.forbidden).toEqual([]);
    expect(bundle!.gzip).toBeLessThan(3 * 1024 * 1024);
  }, 120_000);
});
