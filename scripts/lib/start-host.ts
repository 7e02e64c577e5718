/** Starts the local host (scripts/serve.ts) on a free loopback port for a benchmark or audit, and stops it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => res(port));
    });
    srv.on('error', rej);
  });
}

export interface RunningHost {
  origin: string;
  stop(): Promise<void>;
}

export async function startHost(env: Record<string, string> = {}): Promise<RunningHost> {
  const port = await freePort();
  const child: ChildProcess = spawn(resolve('node_modules/.bin/tsx'), ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', QUIET: '1', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const res = await fetch(`${origin}/api/health`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (child.exitCode !== null) throw new Error(`The local host exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      child.kill();
      throw new Error('The local host did not start within 60 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    stop: () =>
      new Promise<void>((res) => {
        child.once('exit', () => res());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      }),
  };
}
