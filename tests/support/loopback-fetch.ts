/**
 * A stubbed resolver and connector for the feed fetcher: names resolve to the addresses a test gives, and
 * every connection, whatever address was checked, goes to the test's fixture server on loopback (the name
 * kept as Host), so no test sends a packet beyond the loopback range.
 */
import { createServer, request, type IncomingMessage, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import type { FetchDeps } from '../../src/features/job-sources/safe-fetch.server';

export function loopbackFetch(names: Record<string, string[]>, port: () => number, seen: (url: URL, address: string) => void = () => {}): FetchDeps {
  return {
    resolve: async (host) => {
      const found = names[host];
      if (!found) throw new Error('NXDOMAIN');
      return found;
    },
    connect: (url, address, headers, signal) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        seen(url, address);
        const req = request({ host: '127.0.0.1', port: port(), path: url.pathname + url.search, headers: { ...headers, host: url.host }, signal }, resolve);
        req.on('error', reject);
        req.end();
      }),
  };
}

/** A fixture server on loopback for the file's tests, started before them and stopped after: its port once started. */
export function fixtureServer(handler: RequestListener): () => number {
  let server: Server;
  let port = 0;
  beforeAll(async () => {
    server = createServer(handler);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  return () => port;
}
