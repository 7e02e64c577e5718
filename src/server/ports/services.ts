/**
 * The ports a request handler or a script uses, built once per runtime by that runtime's composition
 * root: src/server/root-node.ts (the local host, the build, scripts and tests) and
 * src/server/root-worker.ts (Cloudflare Pages Functions). Handlers never choose an adapter themselves.
 */
import type { Env } from '~/config/env';
import type { Backend } from '../backend';
import type { Mailer } from './mail';
import type { LimitName } from '../backend';
import type { RateLimiter } from './rate-limit';
import type { SiteBuild } from '~/domain/site-build';
import type { StaffAuth } from './staff-auth';
import type { ResumeStorage } from './storage';

export interface Services {
  env: Env;
  backend: Backend;
  /** The mail transport, created on first use: a misconfigured mailer never stops a submission being stored. */
  mailer(): Promise<Mailer>;
  resumes: ResumeStorage;
  /** HMAC secret for signed links (resume downloads, unsubscribe tokens). Throws when none is configured. */
  signingSecret(): string;
  limiter(name: LimitName): RateLimiter;
  /** Verifies the staff API's bearer tokens. */
  staffAuth: StaffAuth;
  /** The most mails one after-response outbox drain sends (a Worker's subrequests are capped). */
  drainLimit: number;
  /** When changes to the jobs reach the site (the console says so). */
  siteBuild: SiteBuild;
  staffEmail: string;
  siteUrl: string;
  productName: string;
  /** The objects chosen, for /api/health (names only, never credentials). */
  describe(): Record<string, string>;
  /** Ends what was opened for one request (the Worker's database connection); no-op on Node. */
  release(): Promise<void>;
}

/** Which of the two roots to report, and site facts both roots fill alike. */
export function siteFacts(env: Env, defaults: { url: string; name: string; staffEmail: string }) {
  return {
    siteUrl: (env.SITE_URL ?? defaults.url).replace(/\/$/, ''),
    productName: env.PRODUCT_NAME ?? defaults.name,
    staffEmail: env.STAFF_EMAIL ?? defaults.staffEmail,
  };
}
