/**
 * Every setting production needs, where it goes, and how it is checked: one catalogue read by the
 * preflight (`npm run deploy:check`, first step of the deploy workflow), by the Cloudflare composition
 * root (a function answers 503 naming what is missing, never a Worker that fails to start), by the
 * scheduled scripts (which refuse to run on GitHub Actions without their settings) and by the deploy
 * script (which pushes the functions' settings to Pages). docs/deploy.md's runbook lists the same names.
 */
import { envSchema, PUBLIC_LINK_KEYS } from './env';

/** Who reads a setting: the build, the upload to Cloudflare, the deployed functions, the scheduled jobs. */
export type Target = 'build' | 'deploy' | 'functions' | 'scheduled';
export const TARGETS: Record<Target, string> = {
  build: 'the build (npm run build in the deploy workflow)',
  deploy: 'the upload (wrangler pages deploy)',
  functions: 'the functions on Cloudflare (pushed as Pages secrets by npm run deploy)',
  scheduled: 'the scheduled jobs (npm run outbox, npm run alerts)',
};

export interface Setting {
  /** The name, or names where either is accepted (the first is the current one). */
  names: readonly string[];
  targets: readonly Target[];
  /** Where an operator sets it on GitHub: a repository variable or a secret. */
  github: 'variable' | 'secret';
  what: string;
  /** A problem with a present value, or null. */
  check?: (value: string) => string | null;
}

const field = (name: keyof typeof envSchema.shape) => (value: string) => {
  const r = envSchema.shape[name].safeParse(value);
  return r.success ? null : (r.error.issues[0]?.message ?? 'invalid');
};
const both =
  (...checks: ((value: string) => string | null)[]) =>
  (value: string) =>
    checks.map((c) => c(value)).find(Boolean) ?? null;
const https = (value: string) => (/^https:\/\/[^/]+/.test(value) && !/localhost|127\.0\.0\.1/.test(value) ? null : 'must be the public https:// origin');
const mailbox = (value: string) => (/^(?:[^<>]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/.test(value.trim()) ? null : 'must be an address, or Name <address>');
const minLength = (n: number) => (value: string) => (value.length >= n ? null : `must be at least ${n} characters (openssl rand -hex 32)`);
const hex32 = (value: string) => (/^[0-9a-f]{32}$/.test(value) ? null : 'must be 32 hexadecimal characters');
const jwtOr = (prefix: string) => (value: string) =>
  value.startsWith(prefix) || /^eyJ[\w-]+\.[\w-]+\.[\w-]+$/.test(value) ? null : `must be a ${prefix}… key (or a legacy JWT key)`;

export const SETTINGS: readonly Setting[] = [
  {
    names: ['SITE_URL'],
    targets: ['build', 'functions', 'scheduled'],
    github: 'variable',
    what: 'the public origin, e.g. https://www.example.com',
    check: both(field('SITE_URL'), https),
  },
  { names: ['PRODUCT_NAME'], targets: [], github: 'variable', what: 'the product name (optional; default RehabMatch)' },
  {
    names: ['STAFF_EMAIL'],
    targets: ['build', 'functions'],
    github: 'variable',
    what: 'where staff notices and partner-job applications go',
    check: field('STAFF_EMAIL'),
  },
  {
    names: ['MAIL_FROM'],
    targets: ['functions', 'scheduled'],
    github: 'variable',
    what: 'the sender, e.g. RehabMatch <jobs@mail.example.com> (a domain verified at the mail provider)',
    check: mailbox,
  },
  {
    names: ['DATABASE_URL'],
    targets: ['build', 'scheduled'],
    github: 'secret',
    what: "Supabase's Postgres connection string (session pooler)",
    check: field('DATABASE_URL'),
  },
  { names: ['SUPABASE_URL'], targets: ['build', 'functions'], github: 'variable', what: 'https://<ref>.supabase.co', check: field('SUPABASE_URL') },
  {
    names: ['SUPABASE_PUBLISHABLE_KEY', 'SUPABASE_ANON_KEY'],
    targets: ['build', 'functions'],
    github: 'variable',
    what: 'the key the browser signs in with (public by design)',
    check: jwtOr('sb_publishable_'),
  },
  {
    names: ['SUPABASE_SECRET_KEY', 'SUPABASE_SERVICE_ROLE_KEY'],
    targets: ['functions'],
    github: 'secret',
    what: 'server-only key for resume storage',
    check: jwtOr('sb_secret_'),
  },
  {
    names: ['SIGNING_SECRET'],
    targets: ['functions', 'scheduled'],
    github: 'secret',
    what: 'one HMAC key for every signed link (the same value everywhere)',
    check: minLength(32),
  },
  {
    names: ['INTAKE_SECRET'],
    targets: ['functions'],
    github: 'secret',
    what: "the posting form's webhook key (X-Signature: sha256=HMAC of the body)",
    check: minLength(32),
  },
  {
    names: ['RESEND_API_KEY'],
    targets: ['functions', 'scheduled'],
    github: 'secret',
    what: "the mail provider's API key",
    check: (v) => (v.startsWith('re_') ? null : 'must be a Resend API key (re_…)'),
  },
  ...PUBLIC_LINK_KEYS.map((name): Setting => ({
    names: [name],
    targets: ['build'],
    github: 'variable',
    what: 'an external link the site shows (https)',
    check: field(name),
  })),
  { names: ['CLOUDFLARE_API_TOKEN'], targets: ['deploy'], github: 'secret', what: 'an API token with Cloudflare Pages: Edit' },
  { names: ['CLOUDFLARE_ACCOUNT_ID'], targets: ['deploy'], github: 'secret', what: 'the Cloudflare account id', check: hex32 },
  {
    names: ['CLOUDFLARE_PAGES_PROJECT'],
    targets: ['deploy'],
    github: 'variable',
    what: 'the Pages project name',
    check: (v) => (/^[a-z0-9][a-z0-9-]{0,57}$/.test(v) ? null : 'must be a Pages project name (lower case, digits, dashes)'),
  },
  { names: ['CLOUDFLARE_HYPERDRIVE_ID'], targets: ['deploy'], github: 'variable', what: 'the id `wrangler hyperdrive create` printed', check: hex32 },
];

export interface Problem {
  /** The setting's name (with its legacy name where one is accepted). */
  name: string;
  problem: 'missing' | string;
}

export const label = (s: Setting) => (s.names.length > 1 ? `${s.names[0]} (or ${s.names.slice(1).join(', ')})` : s.names[0]!);

/** The value a setting has in `env` (the current name first), or undefined. */
function settingValue(s: Setting, env: Record<string, unknown>): string | undefined {
  for (const n of s.names) {
    const v = env[n];
    if (typeof v === 'string' && v.trim() !== '') return v.trim();
  }
  return undefined;
}

/** Each setting `target` needs that is missing or malformed in `env`. */
export function settingProblems(target: Target, env: Record<string, unknown>): Problem[] {
  const problems: Problem[] = [];
  for (const s of SETTINGS) {
    if (!s.targets.includes(target)) continue;
    const value = settingValue(s, env);
    if (value === undefined) problems.push({ name: label(s), problem: 'missing' });
    else {
      const p = s.check?.(value);
      if (p) problems.push({ name: s.names.find((n) => typeof env[n] === 'string' && env[n] !== '') ?? s.names[0]!, problem: p });
    }
  }
  return problems;
}

/** `NAME is missing` / `NAME must be …`, for messages. */
export const describeProblem = (p: Problem) => (p.problem === 'missing' ? `${p.name} is missing` : `${p.name} ${p.problem}`);

/**
 * What the deployed functions lack: their settings, plus the job store (the HYPERDRIVE binding, or
 * DATABASE_URL). Read by the Cloudflare composition root on every request; empty when all is well.
 */
export function functionProblems(env: Record<string, unknown>): Problem[] {
  const problems = settingProblems('functions', env);
  const hyperdrive = env.HYPERDRIVE as { connectionString?: unknown } | undefined;
  if (typeof hyperdrive?.connectionString !== 'string' && typeof env.DATABASE_URL !== 'string')
    problems.unshift({ name: 'HYPERDRIVE (binding)', problem: 'missing' });
  return problems;
}

/** The settings the functions read, as pushed to the Pages project (`wrangler pages secret bulk`). */
export function functionSettings(env: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const s of SETTINGS) {
    if (!s.targets.includes('functions') && s.names[0] !== 'PRODUCT_NAME') continue;
    for (const n of s.names) {
      const v = env[n];
      if (typeof v === 'string' && v.trim() !== '') out[n] = v.trim();
    }
  }
  return out;
}
