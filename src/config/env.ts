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
    SUPABASE_ANON_KEY: optionalString,
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
    /** The local host delivers due job alerts itself every this many seconds (unset: `npm run alerts` on a schedule). */
    ALERTS_EVERY_SECONDS: z.coerce.number().int().min(1).max(86_400).optional(),
  })
  .superRefine((env, ctx) => {
    const supabase = [env.SUPABASE_URL, env.SUPABASE_ANON_KEY].filter(Boolean).length;
    if (supabase === 1) {
      ctx.addIssue({
        code: 'custom',
        message: 'SUPABASE_URL and SUPABASE_ANON_KEY must be set together (or neither, for the embedded backend)',
        path: ['SUPABASE_URL'],
      });
    }
  });

export type Env = z.infer<typeof envSchema>;

/** Parses an env record (process.env or Cloudflare's context.env); throws a readable error. */
export function parseEnv(record: Record<string, unknown>): Env {
  const picked: Record<string, unknown> = {};
  for (const key of Object.keys(envSchema.shape ?? {})) if (typeof record[key] === 'string') picked[key] = record[key];
  const result = envSchema.safeParse(picked);
  if (!result.success) {
    const detail = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${detail}`);
  }
  return result.data;
}

/** True when the production backend (Supabase) is configured. */
export function usesSupabase(env: Env): boolean {
  return Boolean(env.SUPABASE_URL && env.SUPABASE_ANON_KEY);
}
