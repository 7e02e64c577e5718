/** Deployment settings that other code relies on, read from the committed files themselves. */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { SETTINGS, type Target } from '../../src/config/deploy-settings';
import { SCHEDULED_JOBS } from '../../scripts/lib/scheduled-jobs';
import { countFiles, fileLimitProblem, PAGES_FILE_LIMITS, withHyperdriveId } from '../../scripts/deploy/deploy';

describe('committed platform configuration', () => {
  it('Supabase: accounts by sign-in code (6 digits, 10 minutes, one a minute), no anonymous sessions', () => {
    const config = parse(readFileSync('supabase/config.toml', 'utf8')) as {
      auth: {
        enable_signup: boolean;
        enable_anonymous_sign_ins: boolean;
        email: { enable_signup: boolean; otp_length: number; otp_expiry: number; max_frequency: string };
      };
    };
    expect(config.auth.enable_signup).toBe(true);
    expect(config.auth.email).toMatchObject({ enable_signup: true, otp_length: 6, otp_expiry: 600, max_frequency: '60s' });
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

describe('deploying to Cloudflare Pages', () => {
  /**
   * The real `wrangler pages deploy` (and `pages secret bulk`) with fake credentials on a machine without
   * network: wrangler validates the configuration before it calls the API, so reaching the network (or
   * authentication) step proves Pages accepts the config. `wrangler pages dev` accepts keys that deploy
   * refuses ([[ratelimits]]), which is why the workerd test cannot see this.
   */
  const fake = { CLOUDFLARE_API_TOKEN: 'fake-token', CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef', WRANGLER_SEND_METRICS: 'false', CI: 'true' };
  const run = (args: string[], cwd = '.') => {
    const r = spawnSync(`${process.cwd()}/node_modules/.bin/wrangler`, args, { cwd, encoding: 'utf8', env: { ...process.env, ...fake }, timeout: 90_000 });
    return { status: r.status, out: `${r.stdout}\n${r.stderr}` };
  };
  // wrangler colours its output: escape sequences stripped for the printed line.
  // eslint-disable-next-line no-control-regex
  const ANSI = /\u001b\[[0-9;]*m/g;
  const refusedConfig = /configuration file|does not support|Running configuration file validation|Processing wrangler\.toml/i;
  /** Runs `fn` in a new temporary folder, removed after it. */
  const inTempDir = (prefix: string, fn: (dir: string) => void) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    try {
      fn(dir);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  const networkOrAuth =
    /Unable to resolve Cloudflare's API hostname|fetch failed|ENOTFOUND|EAI_AGAIN|ECONNREFUSED|Authentication error|\[code: 10000\]|\[code: 9106\]/i;

  it('the committed wrangler.toml holds only keys Pages accepts: deploy fails only at the network or authentication step', () => {
    inTempDir('pages-dist-', (dist) => {
      writeFileSync(join(dist, 'index.html'), '<!doctype html><title>t</title>');
      const r = run(['pages', 'deploy', dist, '--project-name', 'rehabmatch', '--branch', 'main', '--commit-dirty=true']);
      expect(r.status).not.toBe(0);
      expect(r.out).not.toMatch(refusedConfig);
      expect(r.out).toMatch(networkOrAuth);
      console.log(
        `wrangler pages deploy: ${r.out
          .split('\n')
          .find((l) => networkOrAuth.test(l))
          ?.replace(ANSI, '')
          .trim()}`,
      );
    });
  }, 120_000);

  it("npm run deploy's rewritten config (Hyperdrive id set) is accepted too, and so is the secrets upload", () => {
    inTempDir('pages-project-', (dir) => {
      writeFileSync(join(dir, 'wrangler.toml'), withHyperdriveId(readFileSync('wrangler.toml', 'utf8'), 'abcdefabcdefabcdefabcdefabcdef12'));
      mkdirSync(join(dir, 'dist'));
      writeFileSync(join(dir, 'dist', 'index.html'), '<!doctype html><title>t</title>');
      writeFileSync(join(dir, 'secrets.json'), JSON.stringify({ SITE_URL: 'https://www.example.com', SIGNING_SECRET: 'x'.repeat(40) }));
      const deploy = run(['pages', 'deploy', 'dist', '--project-name', 'rehabmatch', '--branch', 'main', '--commit-dirty=true'], dir);
      expect(deploy.out).not.toMatch(refusedConfig);
      expect(deploy.out).toMatch(networkOrAuth);
      const secrets = run(['pages', 'secret', 'bulk', 'secrets.json', '--project-name', 'rehabmatch'], dir);
      expect(secrets.status).not.toBe(0);
      expect(secrets.out).not.toMatch(refusedConfig);
      expect(secrets.out).toMatch(networkOrAuth);
    });
  }, 180_000);

  it("counts the build's files as wrangler uploads them, and refuses a build past the paid plan's 100,000", () => {
    inTempDir('pages-files-', (dir) => {
      mkdirSync(join(dir, 'job', 'a'), { recursive: true });
      for (const f of ['index.html', 'job/1.html', 'job/a/2.html']) writeFileSync(join(dir, f), 'x');
      expect(countFiles(dir)).toBe(3);
    });
    expect(PAGES_FILE_LIMITS).toEqual({ free: 20_000, paid: 100_000 });
    expect(fileLimitProblem(51_856)).toBeNull();
    expect(fileLimitProblem(100_001)).toMatch(/100,001 files, over Cloudflare Pages' 100,000/);
  });

  it('withHyperdriveId replaces the placeholder id and refuses a malformed one', () => {
    const toml = readFileSync('wrangler.toml', 'utf8');
    const set = parse(withHyperdriveId(toml, 'abcdefabcdefabcdefabcdefabcdef12')) as { hyperdrive: { binding: string; id: string }[] };
    expect(set.hyperdrive).toEqual([{ binding: 'HYPERDRIVE', id: 'abcdefabcdefabcdefabcdefabcdef12' }]);
    expect(() => withHyperdriveId(toml, 'not-an-id')).toThrow('32 hexadecimal');
  });
});

describe('GitHub Actions workflows', () => {
  type Step = { uses?: string; run?: string; name?: string; env?: Record<string, string> };
  type Job = { needs?: string | string[]; env?: Record<string, string>; steps?: Step[] };
  type Workflow = { on: Record<string, unknown>; permissions?: unknown; concurrency?: { 'cancel-in-progress'?: boolean }; jobs: Record<string, Job> };
  const dir = '.github/workflows';
  const workflows = Object.fromEntries(readdirSync(dir).map((f) => [f, parseYaml(readFileSync(join(dir, f), 'utf8')) as Workflow]));
  const all = Object.entries(workflows);
  const refs = (step: Step) => Object.values(step.env ?? {}).flatMap((v) => [...String(v).matchAll(/(?:secrets|vars)\.([A-Z_]+)/g)].map((m) => m[1]!));

  it('each has a permissions block, current checkout and setup-node, npm ci, and secrets only on the steps that need them', () => {
    for (const [file, wf] of all) {
      expect(wf.permissions, file).toBeDefined();
      for (const [name, job] of Object.entries(wf.jobs)) {
        expect(JSON.stringify(job.env ?? {}), `${file} ${name}: job-level env`).not.toMatch(/secrets\./);
        for (const step of job.steps ?? []) {
          if (step.uses?.startsWith('actions/checkout')) expect(step.uses, file).toBe('actions/checkout@v6');
          if (step.uses?.startsWith('actions/setup-node')) expect(step.uses, file).toBe('actions/setup-node@v6');
          if (step.run?.startsWith('npm ')) expect(step.run, file).not.toMatch(/^npm install/);
          if (/^npm ci/.test(step.run ?? '')) expect(step.env, `${file}: no secret while packages install`).toBeUndefined();
        }
      }
    }
  });

  it('schedules stay off the top of the hour, and the outbox sweep is hourly', () => {
    for (const [file, wf] of all) {
      for (const { cron } of (wf.on.schedule as { cron: string }[] | undefined) ?? [])
        expect(cron.split(' ')[0], `${file} ${cron}`).toMatch(/^([1-9]|[1-5]\d)$/);
    }
    expect((workflows['outbox.yml']!.on.schedule as { cron: string }[]).map((s) => s.cron.split(' ').slice(1).join(' '))).toEqual(['* * * *']);
  });

  it('deploy: only after CI passed, queued not cancelled, preflight before any migration', () => {
    const deploy = workflows['deploy.yml']!;
    expect(deploy.concurrency?.['cancel-in-progress']).toBe(false);
    expect(deploy.on.workflow_run).toEqual({ workflows: ['CI'], types: ['completed'], branches: ['main'] });
    expect(deploy.jobs.deploy!.needs).toBe('tested');
    const runs = deploy.jobs.deploy!.steps!.map((s) => s.run).filter(Boolean);
    expect(runs.indexOf('npm run deploy:check')).toBeGreaterThan(-1);
    expect(runs.indexOf('npm run deploy:check')).toBeLessThan(runs.indexOf('npm run db:migrate'));
    expect(runs.indexOf('npm run db:migrate')).toBeLessThan(runs.indexOf('npm run build'));
    expect(runs.indexOf('npm run build')).toBeLessThan(runs.indexOf('npm run deploy'));
    // After the upload, search engines hear of the new and removed job URLs.
    expect(runs.slice(-2)).toEqual(['npm run deploy', 'npm run notify-search']);
  });

  it('every setting the catalogue names reaches the steps that read it', () => {
    const deploy = workflows['deploy.yml']!.jobs.deploy!.steps!;
    const stepRefs = (run: string) => refs(deploy.find((s) => s.run === run)!);
    const needs = (target: Target) => SETTINGS.filter((s) => s.targets.includes(target)).map((s) => s.names[0]!);
    expect(stepRefs('npm run deploy:check')).toEqual(
      expect.arrayContaining([...needs('build'), ...needs('deploy'), ...needs('functions'), ...needs('scheduled')]),
    );
    expect(stepRefs('npm run build')).toEqual(expect.arrayContaining(needs('build')));
    expect(stepRefs('npm run deploy')).toEqual(expect.arrayContaining([...needs('deploy'), ...needs('functions')]));
    for (const file of ['outbox.yml', 'alerts.yml']) {
      const step = Object.values(workflows[file]!.jobs)[0]!.steps!.find((s) => /^npm run (outbox|alerts)$/.test(s.run ?? ''))!;
      expect(refs(step), file).toEqual(expect.arrayContaining(needs('scheduled')));
    }
  });
});

describe('the deploy preflight and the scheduled jobs', () => {
  const complete: Record<string, string> = {
    SITE_URL: 'https://www.rehabmatch.example',
    STAFF_EMAIL: 'team@rehabmatch.example',
    MAIL_FROM: 'RehabMatch <jobs@mail.rehabmatch.example>',
    DATABASE_URL: 'postgres://postgres.abcd:pw@aws-0-us-east-1.pooler.supabase.com:5432/postgres',
    SUPABASE_URL: 'https://abcd.supabase.co',
    SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_abc',
    SUPABASE_SECRET_KEY: 'sb_secret_abc',
    SIGNING_SECRET: '0123456789abcdef0123456789abcdef0123456789abcdef',
    RESEND_API_KEY: 're_abc',
    INTAKE_SECRET: 'an-intake-secret-of-at-least-32-characters',
    PUBLIC_POST_JOB_URL: 'https://forms.example.com/post',
    PUBLIC_CANDIDATE_PROFILE_URL: 'https://forms.example.com/profile',
    PUBLIC_EMPLOYER_BROCHURE_URL: 'https://files.example.com/employers.pdf',
    PUBLIC_CANDIDATE_BROCHURE_URL: 'https://files.example.com/therapists.pdf',
    PUBLIC_SCHEDULING_URL: 'https://cal.example.com/rehabmatch',
    PUBLIC_SOCIAL_PROFILE_URL: 'https://www.linkedin.com/company/rehabmatch',
    CLOUDFLARE_API_TOKEN: 'cf-token',
    CLOUDFLARE_ACCOUNT_ID: '0123456789abcdef0123456789abcdef',
    CLOUDFLARE_PAGES_PROJECT: 'rehabmatch',
    CLOUDFLARE_HYPERDRIVE_ID: 'abcdefabcdefabcdefabcdefabcdef12',
  };

  it('passes with every setting, and names each missing or malformed one per target', async () => {
    const { preflight } = await import('../../scripts/deploy/check');
    expect(preflight(complete)).toMatchObject({ ok: true });
    const { SIGNING_SECRET: _, ...noSecret } = complete;
    const broken = preflight({ ...noSecret, SITE_URL: 'http://localhost:4321', CLOUDFLARE_ACCOUNT_ID: 'nope' });
    expect(broken.ok).toBe(false);
    expect(broken.report).toContain('✗ SIGNING_SECRET: missing (GitHub secret');
    expect(broken.report).toContain('✗ SITE_URL: must be the public https:// origin');
    expect(broken.report).toContain('✗ CLOUDFLARE_ACCOUNT_ID: must be 32 hexadecimal characters');
    expect(broken.report.split('\n').at(-1)).toBe('6 settings missing or malformed: nothing was deployed.');
    // The legacy Supabase key names still satisfy it.
    const { SUPABASE_PUBLISHABLE_KEY: _p, SUPABASE_SECRET_KEY: _s, ...legacy } = complete;
    expect(preflight({ ...legacy, SUPABASE_ANON_KEY: 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2ln', SUPABASE_SERVICE_ROLE_KEY: 'eyJh.eyJy.c2ln' }).ok).toBe(
      true,
    );
  });

  it('on GitHub Actions, each scheduled job refuses to run without its settings, naming them', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scheduled-'));
    try {
      for (const script of SCHEDULED_JOBS.map((j) => j.name)) {
        const r = spawnSync('node_modules/.bin/tsx', ['scripts/scheduled.ts', script], {
          encoding: 'utf8',
          env: { PATH: process.env.PATH, HOME: process.env.HOME, GITHUB_ACTIONS: 'true', DATA_DIR: dataDir },
          timeout: 60_000,
        });
        expect(r.status, script).toBe(1);
        expect(r.stderr).toContain('refuses to run on GitHub Actions');
        for (const name of ['DATABASE_URL is missing', 'SIGNING_SECRET is missing', 'SITE_URL is missing']) expect(r.stderr, script).toContain(name);
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
