/**
 * Ports the tests take: a base port whose offsets are all free on loopback, so `npm test` runs beside a
 * running `npm start` (which holds 4321) or another test run. Tried from `from` upwards in steps of 200.
 */
import { createServer } from 'node:net';

const isFree = (port: number) =>
  new Promise<boolean>((done) => {
    const srv = createServer();
    srv.once('error', () => done(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => done(true)));
  });

/** The Playwright hosts' offsets from E2E_PORT: the site, the board at scale, the staff host, workerd (and its second host and inspectors). */
export const E2E_PORT_OFFSETS = [0, 2, 4, 100, 101, 150, 151] as const;

export async function freePortBase(from = 4321, offsets: readonly number[] = E2E_PORT_OFFSETS): Promise<number> {
  for (let base = from; base < 60_000; base += 200) {
    const free = await Promise.all(offsets.map((o) => isFree(base + o)));
    if (free.every(Boolean)) return base;
  }
  throw new Error(`no free ports from ${from}`);
}
