/**
 * One catalogue of settings (env.ts): the parser's names, Astro's build-time schema, `.env.example` and the
 * deploy catalogue all come from it or name only what it holds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUILD_ENV, ENV, envExample, envSchema, parseEnv } from './env';
import { SETTINGS } from './deploy-settings';

const names = Object.keys(ENV);
/** The upload's own names (wrangler's), which no part of the site reads. */
const UPLOAD_ONLY = SETTINGS.filter((s) => s.targets.length === 1 && s.targets[0] === 'deploy').flatMap((s) => s.names);

describe('the settings catalogue', () => {
  it('is what the parser reads, name for name', () => {
    expect(Object.keys(envSchema.shape).sort()).toEqual([...names].sort());
  });

  it('writes .env.example (npm run env:example), which lists every name and parses as it stands', () => {
    const committed = readFileSync('.env.example', 'utf8');
    expect(committed, 'run npm run env:example').toBe(envExample());
    const listed: Record<string, string> = {};
    for (const line of committed.split('\n')) {
      const m = /^([A-Z][A-Z0-9_]*)=("[^"]*"|\S*)/.exec(line);
      if (m) listed[m[1]!] = m[2]!.replace(/^"(.*)"$/, '$1');
    }
    expect(Object.keys(listed).sort()).toEqual([...names].sort());
    // Copied to .env unchanged, it starts the site (a name left blank is unset).
    expect(() => parseEnv(listed)).not.toThrow();
    for (const name of UPLOAD_ONLY) expect(committed).toContain(name);
  });

  it("is Astro's build-time schema: astro.config.mjs declares no setting itself", () => {
    const config = readFileSync('astro.config.mjs', 'utf8');
    expect(config).toContain('BUILD_ENV');
    for (const name of names) expect(config, name).not.toMatch(new RegExp(`\\b${name}\\s*:`));
    expect(Object.keys(BUILD_ENV).length).toBeGreaterThan(0);
    for (const name of Object.keys(BUILD_ENV)) expect(names).toContain(name);
  });

  it('holds every name the deploy catalogue checks, but the upload’s own', () => {
    for (const s of SETTINGS) for (const name of s.names) if (!UPLOAD_ONLY.includes(name)) expect(names, name).toContain(name);
    expect(UPLOAD_ONLY.every((n) => n.startsWith('CLOUDFLARE_'))).toBe(true);
  });
});
