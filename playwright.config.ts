import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import type { VisitorOptions } from './tests/journeys/support/visitor';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium-flags';
import { freePortBase } from './scripts/lib/free-ports';

// Tests run against the built site on the local Node host, in Debian's Chromium (no browser download).
// On free ports: 4321 and the ports after it unless taken (a running `npm start`); the workers inherit
// the choice through the environment, so every process of a run agrees on it.
process.env.E2E_PORT ??= String(await freePortBase());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;
// The board at scale (tests/e2e/board-scale.spec.ts) runs against its own build of 2,000+ jobs, served on
// a second host; npm test makes it (scripts/test.ts). Without that build its tests are skipped.
export const BOARD_DIR = process.env.E2E_BOARD_DIR ?? '.data/e2e-board';
export const BOARD_PORT = port + 2;
const boardBuilt = existsSync(`${BOARD_DIR}/dist/jobs.html`);
// The staff console (tests/e2e/staff.spec.ts) runs against a host that requires a second factor
// (STAFF_MFA=required, as production does), on a data folder of its own that starts empty each run, with
// its own copy of the built site, which it rebuilds when its jobs change (as `npm start` does).
export const STAFF_PORT = port + 4;
export const STAFF_DIR = '.data/e2e-staff';
export const STAFF_INTAKE_SECRET = 'e2e-intake-secret-0123456789abcdef0123';

export default defineConfig<VisitorOptions>({
  fullyParallel: true,
  workers: 2,
  // No retries: a flaky test is fixed, not retried.
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  projects: [
    { name: 'chromium', testDir: 'tests/e2e', use: { ...devices['Desktop Chrome'] } },
    // Whole visitor journeys (tests/journeys/support/visitor.ts): on a phone under Slow 4G and 4x CPU, then
    // the same journeys on a laptop, unthrottled.
    {
      name: 'journeys',
      testDir: 'tests/journeys',
      timeout: 180_000,
      expect: { timeout: 30_000 },
      use: { ...devices['Desktop Chrome'], viewport: { width: 390, height: 844 }, hasTouch: true, throttle: true },
    },
    {
      name: 'journeys-1280',
      testDir: 'tests/journeys',
      timeout: 90_000,
      expect: { timeout: 15_000 },
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, throttle: false },
    },
  ],
  webServer: [
    {
      command: `node_modules/.bin/tsx scripts/serve.ts`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      // The account the sign-in tests use (embedded backend only; see src/server/embedded-auth).
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? '.data/e2e',
        EMBEDDED_AUTH_USERS: 'staff@rehabmatch.test:correct-horse-battery:staff, member@rehabmatch.test:battery-staple-horse',
        // The host delivers due job alerts itself, so a confirmed alert's mail arrives during its test.
        ALERTS_EVERY_SECONDS: '2',
        // It runs the daily lifecycle pass too, at start: seeded jobs last confirmed 14 days ago or more get "Still open?".
        LIFECYCLE_EVERY_SECONDS: '86400',
        // This host shares dist/ with the others: it does not rebuild it (the staff host rebuilds its own copy).
        REBUILD_ON_CHANGE: '0',
        // Each journey is a visitor of its own (the cf-connecting-ip tests/journeys/support/visitor.ts sends,
        // as Cloudflare sets it): per-client limits apply to each, not to the whole run from 127.0.0.1. A
        // request without the header is keyed by its socket's address, as before.
        TRUST_PROXY: '1',
      },
    },
    {
      command: `rm -rf ${STAFF_DIR} && mkdir -p ${STAFF_DIR} && cp -r dist ${STAFF_DIR}/dist && exec node_modules/.bin/tsx scripts/serve.ts`,
      url: `http://127.0.0.1:${STAFF_PORT}/api/health`,
      reuseExistingServer: false,
      timeout: 90_000,
      env: {
        PORT: String(STAFF_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: STAFF_DIR,
        DIST_DIR: `${STAFF_DIR}/dist`,
        // One staff member per project and journey that signs in here: each enrols an authenticator of their own.
        EMBEDDED_AUTH_USERS: [
          'staff@rehabmatch.test',
          'journeys@rehabmatch.test',
          'journeys-1280@rehabmatch.test',
          'reports-journeys@rehabmatch.test',
          'reports-journeys-1280@rehabmatch.test',
          'employers-journeys@rehabmatch.test',
          'employers-journeys-1280@rehabmatch.test',
          'feeds-journeys@rehabmatch.test',
          'feeds-journeys-1280@rehabmatch.test',
          'talent-journeys@rehabmatch.test',
          'talent-journeys-1280@rehabmatch.test',
        ]
          .map((who) => `${who}:correct-horse-battery:staff`)
          .join(', '),
        // Each journey's visitors are visitors of their own (three of them report one job).
        TRUST_PROXY: '1',
        STAFF_MFA: 'required',
        INTAKE_SECRET: STAFF_INTAKE_SECRET,
        // Its tests wait for each change to go live: builds follow one another as soon as one ends.
        REBUILD_EVERY_SECONDS: '0',
        // The fed-job journey's feed: read every 2 s, its fixture server on loopback under a .test name.
        FEEDS_EVERY_SECONDS: '2',
        FEEDS_TEST_NAMES: 'feeds.rehabmatch.test',
        // The open-to-offers journey's match mail: the daily run (job alerts, then job matches) every 2 s here.
        ALERTS_EVERY_SECONDS: '2',
      },
    },
    ...(boardBuilt
      ? [
          {
            command: `node_modules/.bin/tsx scripts/serve.ts`,
            url: `http://127.0.0.1:${BOARD_PORT}/api/health`,
            reuseExistingServer: false,
            timeout: 60_000,
            env: { PORT: String(BOARD_PORT), HOST: '127.0.0.1', DATA_DIR: `${BOARD_DIR}/data`, DIST_DIR: `${BOARD_DIR}/dist`, REBUILD_ON_CHANGE: '0' },
          },
        ]
      : []),
  ],
});
