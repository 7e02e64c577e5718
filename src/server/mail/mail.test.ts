import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './outbox';
import { createResendMailer } from './resend';
import { createSmtpMailer } from './smtp';

describe('mail adapters', () => {
  it('SMTP: a real smtp-server on loopback receives the message', async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          done();
        });
      },
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    const port = (server.server.address() as AddressInfo).port;
    try {
      const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}?ignoreTLS=true`, 'Jobs <jobs@example.com>');
      await mailer.send({
        to: 'ana@example.com',
        subject: 'Your saved jobs',
        text: 'Outpatient PT in Austin',
        headers: { 'List-Unsubscribe': '<https://example.com/u>' },
      });
      const mail = await simpleParser(received[0]!);
      expect(mail.subject).toBe('Your saved jobs');
      expect(mail.text?.trim()).toBe('Outpatient PT in Austin');
      expect(mail.headerLines.find((h) => h.key === 'list-unsubscribe')?.line).toContain('https://example.com/u');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('outbox: writes a standard .eml file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'outbox-'));
    try {
      await createOutboxMailer(dir, 'Jobs <jobs@example.com>').send({ to: 'a@example.com', subject: 'Hello', text: 'Body', html: '<p>Body</p>' });
      const [file] = readdirSync(dir);
      const mail = await simpleParser(readFileSync(join(dir, file!)));
      expect(mail.subject).toBe('Hello');
      expect(mail.html).toContain('<p>Body</p>');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('Resend: posts to the documented endpoint with the key', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return Response.json({ id: 'msg_1' });
    }) as unknown as typeof fetch;
    const res = await createResendMailer('re_key', 'Jobs <jobs@example.com>', fakeFetch).send({ to: 'a@example.com', subject: 'S', text: 'T' });
    expect(res.id).toBe('msg_1');
    expect(calls[0]!.url).toBe('https://api.resend.com/emails');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer re_key');
    expect(JSON.parse(String(calls[0]!.init.body))).toMatchObject({ to: ['a@example.com'], subject: 'S' });
  });
});
