/**
 * A stubbed resolver and connector for the feed fetcher: names resolve to the addresses a test gives, and
 * every connection, whatever address was checked, goes to the test's fixture server on loopback (the name
 * kept as Host), so no test sends a packet beyond the loopback range.
 */
import { request, type IncomingMessage } from 'node:http';
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
