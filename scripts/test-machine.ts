/**
 * What `npm test` needs of the machine, got by `npm test` itself, so the README's one command passes on a
 * fresh machine: Debian's Chromium for Playwright (browsers cannot be downloaded) and a throwaway
 * PostgreSQL server for the store, function, fuzz and workerd suites (scripts/pg-test-server.sh, which
 * installs Debian's postgresql when it is missing). Installing needs root or sudo; without them each
 * says the one command to run instead, and the suites that need it report themselves failed or skipped.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const root = process.getuid?.() === 0;
const sudo = !root && spawnSync('sudo', ['-n', 'true']).status === 0;

function aptInstall(pkg: string): boolean {
  if (!root && !sudo) return false;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const cmd = (args: string[]) =>
    root ? spawnSync(args[0]!, args.slice(1), { stdio: 'inherit', env }) : spawnSync('sudo', ['-n', ...args], { stdio: 'inherit', env });
  console.log(`Installing ${pkg} with apt`);
  return cmd(['apt-get', 'update', '-qq']).status === 0 && cmd(['apt-get', 'install', '-y', '-qq', pkg]).status === 0;
}

/** Chromium at CHROME_PATH or /usr/bin/chromium, installed when missing. Returns a problem, or null. */
export function ensureChromium(): string | null {
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH)) return null;
  if (existsSync('/usr/bin/chromium')) return null;
  if (aptInstall('chromium') && existsSync('/usr/bin/chromium')) return null;
  return 'Chromium is missing, and this user cannot install it: run `sudo apt-get install -y chromium`, then `npm test` again.';
}

/**
 * TEST_DATABASE_URL as given, else a server started for this run (stopped when the process exits).
 * Returns a problem, or null.
 */
export function ensurePostgres(): string | null {
  if (process.env.TEST_DATABASE_URL?.trim()) return null;
  const started = spawnSync('bash', ['scripts/pg-test-server.sh', 'start'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  const vars = Object.fromEntries([...(started.stdout ?? '').matchAll(/^(\w+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
  if (started.status !== 0 || !vars.TEST_DATABASE_URL) {
    return 'The PostgreSQL test server could not start: run `sudo apt-get install -y postgresql`, then `npm test` again (or set TEST_DATABASE_URL).';
  }
  Object.assign(process.env, vars);
  process.on('exit', () => spawnSync('bash', ['scripts/pg-test-server.sh', 'stop'], { stdio: 'inherit', env: { ...process.env, ...vars } }));
  return null;
}
