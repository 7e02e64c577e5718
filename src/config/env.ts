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

/** How the build reads a setting (Astro's `env.schema`, built from this in astro.config.mjs). */
export interface BuildRead {
  context: 'server' | 'client';
  access: 'public' | 'secret';
  /** Astro checks it is a URL. */
  url?: true;
  /** Astro checks it is one of these. */
  values?: readonly string[];
}

/**
 * One setting: how it is parsed, and how `.env.example` shows it (`example` its value there, `note` the
 * comment beside it, `about` the lines above it; a test keeps the committed file equal to
 * `envExample()`). `build` when the Astro build reads it too.
 */
interface EnvEntry {
  schema: z.ZodType;
  example?: string;
  note?: string;
  about?: string;
  build?: BuildRead;
}

const server = (access: BuildRead['access'], more: Partial<BuildRead> = {}): BuildRead => ({ context: 'server', access, ...more });
const link = (note: string) => ({ schema: httpsLink, note, build: server('public', { url: true }) });

/**
 * The external links every page may show (Post a Job, Create Profile, brochures, scheduling, social
 * profile). Unset locally: visibly example links (src/config/site.ts); the deploy workflow refuses to
 * build without all of them.
 */
const LINKS = {
  PUBLIC_POST_JOB_URL: link('"Post a Job": the employer\'s job-posting form'),
  PUBLIC_CANDIDATE_PROFILE_URL: link('"Create Profile" / "Create Free Profile": an outside candidate profile form (unset: the site\'s own /profile)'),
  PUBLIC_EMPLOYER_BROCHURE_URL: link('the employer brochure'),
  PUBLIC_CANDIDATE_BROCHURE_URL: link('the therapist (candidate) brochure'),
  PUBLIC_SCHEDULING_URL: link('the consultation scheduling page'),
  PUBLIC_SOCIAL_PROFILE_URL: link('the company\'s social profile ("Connect on LinkedIn")'),
};
export type PublicLinkKey = keyof typeof LINKS;
export const PUBLIC_LINK_KEYS = Object.keys(LINKS) as PublicLinkKey[];

/**
 * Every setting the site, its host, its scripts and its build read: the one catalogue of names. The
 * parser's schema (below), Astro's build-time schema, `.env.example` and the deploy catalogue
 * (deploy-settings.ts, which adds the upload's own names) all come from it or are checked against it.
 * Groups are `.env.example`'s sections, in its order.
 */
const ENV_GROUPS = [
  {
    title: 'Public identity',
    settings: {
      SITE_URL: {
        schema: optionalString.pipe(z.url().optional()),
        example: 'http://localhost:4321',
        note: 'absolute origin used in canonical links, sitemaps and feeds',
        build: server('public', { url: true }),
      },
      PRODUCT_NAME: {
        schema: optionalString,
        example: 'RehabMatch',
        note: 'logo text; jobs whose employer_name equals it are recruiting-partner jobs',
        // Client too: islands name the saved-jobs cookie and the auth storage key after it (src/config/public.ts).
        build: { context: 'client', access: 'public' },
      },
      STAFF_EMAIL: {
        schema: optionalString.pipe(z.email().optional()),
        example: 'team@rehabmatch.example',
        note: 'where partner-job interest, contact, interest and CCPA mails go',
        build: server('public'),
      },
    },
  },
  {
    title:
      'External links (https only). Unset, each is a visibly example link (https://example.com/set-<NAME>);\nthe deploy workflow refuses to build until all six are set.',
    settings: LINKS,
  },
  {
    title:
      "Job store: a PostgreSQL server (production: Supabase's Postgres). Empty: the embedded PGlite database.\nRun `npm run db:migrate` once against a new server. (The Cloudflare functions use the HYPERDRIVE binding.)",
    settings: {
      DATABASE_URL: {
        schema: optionalString.pipe(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' }).optional()),
        example: '',
        build: server('secret'),
      },
      /** `1` lets a build publish a board with no jobs or under half of the live site's (a deliberate shrink). */
      ALLOW_BOARD_SHRINK: {
        schema: z.enum(['0', '1']).optional(),
        example: '0',
        about: "1: let a build publish an empty board or one under half of the live site's (the guard refuses otherwise)",
        build: server('secret', { values: ['0', '1'] }),
      },
      BUILD_JOBS_SNAPSHOT: {
        schema: optionalString,
        about: "A build reads its jobs from this file instead of the database (the local host's rebuild writes it)",
      },
    },
  },
  {
    title:
      "Supabase: the browser's sign-in (URL and publishable key together); URL + secret key put resumes in its\nStorage and let `npm run staff:invite` invite through Supabase Auth. The legacy names SUPABASE_ANON_KEY and\nSUPABASE_SERVICE_ROLE_KEY still work while Supabase keeps those keys.",
    settings: {
      SUPABASE_URL: { schema: optionalString.pipe(z.url().optional()), example: '', build: server('public', { url: true }) },
      /**
       * The key the browser signs in with: Supabase's publishable key (`sb_publishable_…`), or the legacy
       * `anon` JWT while it exists (Supabase retires the legacy keys by the end of 2026).
       */
      SUPABASE_PUBLISHABLE_KEY: { schema: optionalString, note: 'sb_publishable_...', build: server('public') },
      SUPABASE_ANON_KEY: { schema: optionalString, note: 'legacy name of the publishable key', build: server('public') },
      /** Server-only key (resume storage): Supabase's secret key (`sb_secret_…`), or the legacy `service_role` JWT. */
      SUPABASE_SECRET_KEY: { schema: optionalString, note: 'sb_secret_... (server only)', build: server('secret') },
      SUPABASE_SERVICE_ROLE_KEY: { schema: optionalString, note: 'legacy name of the secret key', build: server('secret') },
    },
  },
  {
    title: 'Embedded backend folder (default .data): the PGlite database, resumes, the mail outbox',
    settings: { DATA_DIR: { schema: optionalString, example: '.data', build: server('secret') } },
  },
  {
    title: 'HMAC secret for signed resume URLs and unsubscribe tokens (required in production; a dev default is derived otherwise)',
    settings: { SIGNING_SECRET: { schema: optionalString } },
  },
  {
    title:
      "Deploy only (npm run deploy:check lists every setting production needs; see the README's Deploy section):\nCLOUDFLARE_API_TOKEN, CLOUDFLARE_ACCOUNT_ID, CLOUDFLARE_PAGES_PROJECT, CLOUDFLARE_HYPERDRIVE_ID",
    settings: {},
  },
  {
    title: 'Mail: outbox (default, .eml files) | smtp | resend',
    settings: {
      MAIL_TRANSPORT: { schema: z.enum(['outbox', 'smtp', 'resend']).optional(), example: 'outbox' },
      SMTP_URL: { schema: optionalString, note: 'e.g. smtp://user:pass@smtp.example.com:587' },
      RESEND_API_KEY: { schema: optionalString },
      /** Resend's API origin (default https://api.resend.com); tests point it at a local capture server. */
      RESEND_API_URL: { schema: optionalString.pipe(z.url().optional()), note: 'default https://api.resend.com' },
      MAIL_FROM: { schema: optionalString, example: '"RehabMatch <jobs@rehabmatch.example>"' },
    },
  },
  {
    title:
      'Local host only: accounts that can sign in at /account and /staff (email:password, comma-separated;\nemail:password:staff for a staff account, which sees employer contacts and uses the staff console).\nChange the password before the host is reachable from anywhere but this machine.',
    settings: {
      /**
       * Embedded backend only: accounts the local host's sign-in endpoint knows, as
       * `email:password` pairs separated by commas (created or updated at start-up).
       */
      EMBEDDED_AUTH_USERS: { schema: optionalString, example: 'staff@rehabmatch.example:change-me-staff-password:staff' },
    },
  },
  {
    title:
      'Staff need a second factor (authenticator app, Supabase MFA): required | off. Default: required with\nSUPABASE_URL set (production), off for the embedded stand-in; set required to try the TOTP path locally.',
    settings: {
      /**
       * Whether the staff API and console need a verified second factor (Supabase MFA, `aal2`). Default:
       * `required` whenever SUPABASE_URL is set; `off` only for the embedded stand-in (which supports TOTP,
       * so `required` can be tried locally).
       */
      STAFF_MFA: { schema: z.enum(['required', 'off']).optional() },
    },
  },
  {
    title:
      "The posting form's webhook key (POST /api/intake/jobs, X-Signature: sha256=HMAC of the body); required\nin production (openssl rand -hex 32). Unset locally, the endpoint answers 503.",
    settings: {
      /**
       * The external posting form's webhook key: POST /api/intake/jobs must carry
       * `X-Signature: t=<unix seconds>,sha256=<hex HMAC-SHA256 of "<t>.<raw body>">` under it.
       */
      INTAKE_SECRET: { schema: optionalString.pipe(z.string().min(32, 'must be at least 32 characters (openssl rand -hex 32)').optional()) },
    },
  },
  {
    title:
      "Search engines (npm run notify-search, after a deploy): IndexNow's key (served at /indexnow-key.txt) and a\nGoogle service account's JSON key with the Indexing API; unset, that engine is not told. The endpoints\ncan be pointed elsewhere (tests use local servers).",
    settings: {
      INDEXNOW_KEY: {
        schema: optionalString.pipe(
          z
            .string()
            .regex(/^[A-Za-z0-9-]{8,128}$/, 'must be 8 to 128 letters, digits or dashes')
            .optional(),
        ),
        // Public by design: served at /indexnow-key.txt for the engines to check.
        build: server('public'),
      },
      GOOGLE_SERVICE_ACCOUNT_JSON: { schema: optionalString },
      INDEXNOW_URL: { schema: optionalString.pipe(z.url().optional()), note: 'default https://api.indexnow.org/indexnow' },
      GOOGLE_INDEXING_URL: { schema: optionalString.pipe(z.url().optional()), note: "default Google's" },
    },
  },
  {
    title: 'The local host (npm start, npm run serve); unset, each has the default it names',
    settings: {
      PORT: {
        schema: optionalString.pipe(
          z
            .string()
            .regex(/^\d{1,5}$/, 'must be a port number')
            .transform(Number)
            .pipe(z.number().int().min(1).max(65535))
            .optional(),
        ),
        note: 'default 4321',
      },
      HOST: { schema: optionalString, note: 'default 127.0.0.1 (this machine only)' },
      /** The built site the local host serves (default dist; benchmarks serve their own builds). */
      DIST_DIR: { schema: optionalString, note: 'the built site it serves (default dist)' },
      QUIET: { schema: z.enum(['0', '1']).optional(), note: '1: no request log' },
      TRUST_PROXY: { schema: z.enum(['0', '1']).optional(), note: '1: a proxy of ours sets cf-connecting-ip' },
      ALERTS_EVERY_SECONDS: {
        schema: z.coerce.number().int().min(1).max(86_400).optional(),
        note: 'deliver due job alerts (else npm run alerts)',
      },
      LIFECYCLE_EVERY_SECONDS: {
        schema: z.coerce.number().int().min(60).max(86_400).optional(),
        note: 'the daily lifecycle pass (else npm run lifecycle)',
      },
      FEEDS_EVERY_SECONDS: {
        schema: z.coerce.number().int().min(1).max(86_400).optional(),
        note: 'the feeds pass (else npm run feeds)',
      },
      FEEDS_TEST_NAMES: {
        schema: z
          .string()
          .regex(/^\s*[a-z0-9.-]+\.test\s*(,\s*[a-z0-9.-]+\.test\s*)*$/i, 'names under .test, comma-separated')
          .optional(),
        note: 'tests only: feed names under .test reached on loopback',
      },
      REBUILD_ON_CHANGE: { schema: z.enum(['0', '1']).optional(), note: 'rebuild when listed jobs change (default 1)' },
      REBUILD_EVERY_SECONDS: {
        schema: z.coerce.number().int().min(0).max(86_400).optional(),
        note: 'at most one rebuild per this many seconds (default 120)',
      },
    },
  },
] as const satisfies readonly { title: string; settings: Record<string, EnvEntry> }[];

type Settings = (typeof ENV_GROUPS)[number]['settings'];
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type AllSettings = UnionToIntersection<Settings>;

/** Every setting by name. */
export const ENV: AllSettings = Object.assign({}, ...ENV_GROUPS.map((g) => g.settings));

type Shape = { [K in keyof AllSettings]: AllSettings[K] extends { schema: infer S } ? S : never };
// A name left blank (`QUIET=`, as .env.example lists them) is unset, whatever its type.
const blankIsUnset = (schema: z.ZodType) => z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);
const shape = Object.fromEntries(Object.entries(ENV).map(([name, e]) => [name, blankIsUnset((e as EnvEntry).schema)])) as unknown as Shape;

/** What the build reads, by name (astro.config.mjs makes Astro's env.schema of it). */
export const BUILD_ENV: Record<string, BuildRead> = Object.fromEntries(
  Object.entries(ENV).flatMap(([name, e]) => ((e as EnvEntry).build ? [[name, (e as EnvEntry).build!]] : [])),
);

/** `.env.example`, as the catalogue writes it (env.test.ts keeps the file equal to it). */
export function envExample(): string {
  const lines = [
    '# Copy to .env (never commit it). With nothing set, the site runs on the embedded default:',
    '# PGlite in .data/, resumes in .data/resumes, mail as .eml files in .data/outbox.',
    '# Written from src/config/env.ts (envExample): change the catalogue, then `npm run env:example`.',
  ];
  for (const group of ENV_GROUPS) {
    lines.push('', ...group.title.split('\n').map((l) => `# ${l}`));
    for (const [name, e] of Object.entries(group.settings) as [string, EnvEntry][]) {
      if (e.about) lines.push(...e.about.split('\n').map((l) => `# ${l}`));
      const line = `${name}=${e.example ?? ''}`;
      lines.push(e.note ? `${line.padEnd(39)} # ${e.note}` : line);
    }
  }
  return `${lines.join('\n')}\n`;
}

export const envSchema = z.object(shape).superRefine((env, ctx) => {
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
