/**
 * Environment schema shared by the Astro build, the local Node host and the functions.
 * Astro validates the same names at build time (astro.config.mjs `env.schema`); functions get
 * their env from the platform (Cloudflare `context.env`, or `process.env` on the Node host) and
 * parse it here, so a typo in configuration is a clear message at start-up rather than a 500.
 */
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

/** An external link the site shows: https only (a visitor's browser opens it from a secure page). */
const httpsLink = optionalString.pipe(z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional());

/**
 * The external links every page may show (Post a Job, Create Profile, brochures, scheduling, social
 * profile). Unset locally: visibly example links (src/config/site.ts); the deploy workflow refuses to
 * build without all of them.
 */
export const PUBLIC_LINK_KEYS = [
  'PUBLIC_POST_JOB_URL',
  'PUBLIC_CANDIDATE_PROFILE_URL',
  'PUBLIC_EMPLOYER_BROCHURE_URL',
  'PUBLIC_CANDIDATE_BROCHURE_URL',
  'PUBLIC_SCHEDULING_URL',
  'PUBLIC_SOCIAL_PROFILE_URL',
] as const;
export type PublicLinkKey = (typeof PUBLIC_LINK_KEYS)[number];

export const envSchema = z
  .object({
    SITE_URL: optionalString.pipe(z.url().optional()),
    PRODUCT_NAME: optionalString,
    STAFF_EMAIL: optionalString.pipe(z.email().optional()),
    /**
     * A PostgreSQL server for the job store (production: Supabase's Postgres). Unset: the embedded PGlite
     * database. The Cloudflare functions use their Hyperdrive binding (HYPERDRIVE) instead.
     */
    DATABASE_URL: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional()),
    /** `1` lets a build publish a board with no jobs or under half of the live site's (a deliberate shrink). */
    ALLOW_BOARD_SHRINK: z.enum(['0', '1']).optional(),
    SUPABASE_URL: optionalString.pipe(z.url().optional()),
    /**
     * The key the browser signs in with: Supabase's publishable key (`sb_publishable_…`), or the legacy
     * `anon` JWT while it exists (Supabase retires the legacy keys by the end of 2026).
     */
    SUPABASE_PUBLISHABLE_KEY: optionalString,
    SUPABASE_ANON_KEY: optionalString,
    /** Server-only key (resume storage): Supabase's secret key (`sb_secret_…`), or the legacy `service_role` JWT. */
    SUPABASE_SECRET_KEY: optionalString,
    SUPABASE_SERVICE_ROLE_KEY: optionalString,
    /** Folder of the embedded backend (PGlite database, resumes, outbox). */
    DATA_DIR: optionalString,
    /** HMAC secret for signed resume URLs and unsubscribe tokens. */
    SIGNING_SECRET: optionalString,
    MAIL_TRANSPORT: z.enum(['outbox', 'smtp', 'resend']).optional(),
    SMTP_URL: optionalString,
    RESEND_API_KEY: optionalString,
    /** Resend's API origin (default https://api.resend.com); tests point it at a local capture server. */
    RESEND_API_URL: optionalString.pipe(z.url().optional()),
    MAIL_FROM: optionalString,
    PUBLIC_POST_JOB_URL: httpsLink,
    PUBLIC_CANDIDATE_PROFILE_URL: httpsLink,
    PUBLIC_EMPLOYER_BROCHURE_URL: httpsLink,
    PUBLIC_CANDIDATE_BROCHURE_URL: httpsLink,
    PUBLIC_SCHEDULING_URL: httpsLink,
    PUBLIC_SOCIAL_PROFILE_URL: httpsLink,
    /**
     * Embedded backend only: accounts the local host's sign-in endpoint knows, as
     * `email:password` pairs separated by commas (created or updated at start-up).
     */
    EMBEDDED_AUTH_USERS: optionalString,
    /** The local host (npm run serve): port, interface, quiet logs, and whether a proxy of ours sets cf-connecting-ip. */
    PORT: optionalString.pipe(
      z
        .string()
        .regex(/^\d{1,5}$/, 'must be a port number')
        .transform(Number)
        .pipe(z.number().int().min(1).max(65535))
        .optional(),
    ),
    HOST: optionalString,
    /** The built site the local host serves (default dist; benchmarks serve their own builds). */
    DIST_DIR: optionalString,
    QUIET: z.enum(['0', '1']).optional(),
    TRUST_PROXY: z.enum(['0', '1']).optional(),
    /**
     * The external posting form's webhook key: POST /api/intake/jobs must carry
     * `X-Signature: t=<unix seconds>,sha256=<hex HMAC-SHA256 of "<t>.<raw body>">` under it.
     */
    INTAKE_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional()),
    /**
     * Whether the staff API and console need a verified second factor (Supabase MFA, `aal2`). Default:
     * `required` whenever SUPABASE_URL is set; `off` only for the embedded stand-in (which supports TOTP,
     * so `required` can be tried locally).
     */
    STAFF_MFA: z.enum(['required', 'off']).optional(),
    /** IndexNow's key (8-128 letters, digits or dashes), served at /indexnow-key.txt; unset: IndexNow is not told. */
    INDEXNOW_KEY: optionalString.pipe(
      z
        .string()
        .regex(/^[A-Za-z0-9-]{8,128}$/, 'must be 8 to 128 letters, digits or dashes')
        .optional(),
    ),
    /** IndexNow's endpoint (default https://api.indexnow.org/indexnow); tests point it at a local server. */
    INDEXNOW_URL: optionalString.pipe(z.url().optional()),
    /** A Google service account's JSON key with the Indexing API enabled; unset: Google is not told. */
    GOOGLE_SERVICE_ACCOUNT_JSON: optionalString,
    /** The Indexing API's publish endpoint (default Google's); tests point it at a local server. */
    GOOGLE_INDEXING_URL: optionalString.pipe(z.url().optional()),
    /** The local host delivers due job alerts itself every this many seconds (unset: `npm run alerts` on a schedule). */
    ALERTS_EVERY_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
    /** The local host runs the daily lifecycle pass itself, at start and every this many seconds (unset: `npm run lifecycle` on a schedule). */
    LIFECYCLE_EVERY_SECONDS: z.coerce.number().int().min(60).max(86_400).optional(),
    /** The local host rebuilds the site itself when the jobs visitors see change (default on; `0` off). */
    REBUILD_ON_CHANGE: z.enum(['0', '1']).optional(),
    /** The local host starts a rebuild at most once this many seconds, however many changes arrive (default 120). */
    REBUILD_EVERY_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
    /** A build reads its jobs from this file (the local host's rebuild writes it) instead of the database. */
    BUILD_JOBS_SNAPSHOT: optionalString,
  })
  .superRefine((env, ctx) => {
    if (env.SUPABASE_URL && env.STAFF_MFA === 'off') {
      ctx.addIssue({ code: 'custom', message: 'must be required with a Supabase project: staff sign in with a second factor', path: ['STAFF_MFA'] });
    }
    const { publicKey } = supabaseKeys(env);
    if (Boolean(env.SUPABASE_URL) !== Boolean(publicKey)) {
      ctx.addIssue({
        code: 'custom',
        message: env.SUPABASE_URL
          ? 'SUPABASE_PUBLISHABLE_KEY (or the legacy SUPABASE_ANON_KEY) is missing: SUPABASE_URL needs it'
          : 'SUPABASE_URL is missing: a Supabase key needs the project URL (or set neither, for the embedded backend)',
        path: [env.SUPABASE_URL ? 'SUPABASE_PUBLISHABLE_KEY' : 'SUPABASE_URL'],
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

function pick(record: Record<string, unknown>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(envSchema.shape)) if (typeof record[key] === 'string') picked[key] = record[key];
  return picked;
}

const problemsOf = (error: z.ZodError) => error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

/** The problems of an env record, one line each (`NAME: what is wrong`); empty when it is valid. */
export function envProblems(record: Record<string, unknown>): string[] {
  const result = envSchema.safeParse(pick(record));
  return result.success ? [] : problemsOf(result.error);
}

/** Parses an env record (process.env or Cloudflare's context.env); throws a readable error. */
export function parseEnv(record: Record<string, unknown>): Env {
  const result = envSchema.safeParse(pick(record));
  if (!result.success) throw new Error(`Invalid configuration: ${problemsOf(result.error).join('; ')}`);
  return result.data;
}

/**
 * Parses what it can and never throws: each valid setting is kept, each invalid one is left out (so its
 * default applies). For module-level code that runs wherever the module is loaded (a Worker must start
 * whatever its configuration; the composition root reports the problems, per request).
 */
export function parseEnvLenient(record: Record<string, unknown>): Env {
  const env: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(pick(record))) {
    const parsed = envSchema.shape[key as keyof typeof envSchema.shape].safeParse(value);
    if (parsed.success && parsed.data !== undefined) env[key] = parsed.data;
  }
  return env as Env;
}

/** Supabase's two keys, each the new name first, else the legacy one. */
export function supabaseKeys(env: Pick<Env, 'SUPABASE_PUBLISHABLE_KEY' | 'SUPABASE_ANON_KEY' | 'SUPABASE_SECRET_KEY' | 'SUPABASE_SERVICE_ROLE_KEY'>): {
  publicKey?: string;
  secretKey?: string;
} {
  return { publicKey: env.SUPABASE_PUBLISHABLE_KEY ?? env.SUPABASE_ANON_KEY, secretKey: env.SUPABASE_SECRET_KEY ?? env.SUPABASE_SERVICE_ROLE_KEY };
}

/** True when the production backend (Supabase) is configured. */
export function usesSupabase(env: Env): boolean {
  return Boolean(env.SUPABASE_URL && supabaseKeys(env).publicKey);
}
