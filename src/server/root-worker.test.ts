import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drainOutbox } from '~/server/http/context';
import { createTestDb, describeEachDriver, type TestDb } from '../../tests/support/databases';
import { createWorkerServices, WORKER_DRAIN_LIMIT } from './root-worker';
import { enqueueMails } from './store/mail-outbox.store';

describeEachDriver('the Worker composition root', (driver) => {
  let db: TestDb;
  let capture: Server;
  let resendUrl = '';
  let posts = 0;
  beforeAll(async () => {
    db = await createTestDb(driver, 'none');
    capture = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        posts++;
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: `m${posts}` }));
      });
    });
    await new Promise<void>((r) => capture.listen(0, '127.0.0.1', () => r()));
    resendUrl = `http://127.0.0.1:${(capture.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    capture.close();
    await db.close();
  });

  // The Worker root speaks postgres.js only (Hyperdrive): on the PostgreSQL server.
  it.skipIf(driver !== 'postgres')(
    "one request's outbox drain sends at most 20 mails (each a subrequest; Workers Free allows 50 a request), the rest wait for the hourly sweep",
    async () => {
      await db.sql.transaction((tx) =>
        enqueueMails(
          tx,
          Array.from({ length: 30 }, (_, i) => ({ kind: 'staff-notice' as const, to: `staff${i}@example.com`, subject: `Notice ${i}`, text: 'A submission.' })),
        ),
      );
      const services = createWorkerServices({
        HYPERDRIVE: { connectionString: db.env.DATABASE_URL },
        SITE_URL: 'https://www.example.com',
        STAFF_EMAIL: 'staff@example.com',
        MAIL_FROM: 'RehabMatch <jobs@example.com>',
        SIGNING_SECRET: 'a-signing-secret-of-at-least-32-characters',
        RESEND_API_KEY: 're_test',
        INTAKE_SECRET: 'an-intake-secret-of-at-least-32-characters',
        RESEND_API_URL: resendUrl,
      });
      expect(services.drainLimit).toBe(WORKER_DRAIN_LIMIT);
      expect(WORKER_DRAIN_LIMIT).toBeLessThanOrEqual(20);
      await drainOutbox(services);
      await services.release();
      expect(posts).toBe(WORKER_DRAIN_LIMIT);
      expect(await db.sql.query(`select count(*) filter (where sent_at is null)::int as waiting from public.mail_outbox`)).toEqual([{ waiting: 10 }]);
    },
  );
});
