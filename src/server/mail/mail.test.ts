import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './eml-file-mailer';
import { createResendMailer } from './resend';
import { createSmtpMailer, MAIL_TIMEOUT_MS } from './smtp';

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

describe('mail transport selection (Node root)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'mail-select-'));
  it('chooses the outbox by default, SMTP and Resend by MAIL_TRANSPORT, and names what is missing', async () => {
    const { createMailer } = await import('./index');
    const { parseEnv } = await import('~/config/env');
    expect((await createMailer(parseEnv({ DATA_DIR: dir }))).kind).toBe('outbox');
    expect((await createMailer(parseEnv({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:2525' }))).kind).toBe('smtp');
    expect((await createMailer(parseEnv({ MAIL_TRANSPORT: 'resend', RESEND_API_KEY: 're_x' }))).kind).toBe('resend');
    await expect(createMailer(parseEnv({ MAIL_TRANSPORT: 'smtp' }))).rejects.toThrow('MAIL_TRANSPORT=smtp needs SMTP_URL');
    await expect(createMailer(parseEnv({ MAIL_TRANSPORT: 'resend' }))).rejects.toThrow('MAIL_TRANSPORT=resend needs RESEND_API_KEY');
    expect(() => parseEnv({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT/);
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('Resend adapter error path (a real HTTP server in Resend’s place)', () => {
  it('throws with the status when Resend refuses, and when it cannot be reached', async () => {
    const { createServer } = await import('node:http');
    const seen: { auth?: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        seen.push({ auth: req.headers.authorization, body });
        res.writeHead(422, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 'validation_error', message: 'Invalid `to` field.' }));
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const mailer = createResendMailer('re_key', 'Jobs <jobs@example.com>', fetch, url);
      await expect(mailer.send({ to: 'a@b.co', subject: 's', text: 't' })).rejects.toThrow('Resend answered 422');
      expect(seen).toHaveLength(1);
      expect(seen[0]!.auth).toBe('Bearer re_key');
      expect(JSON.parse(seen[0]!.body)).toMatchObject({ from: 'Jobs <jobs@example.com>', to: ['a@b.co'], subject: 's', text: 't' });
    } finally {
      server.close();
    }
    const unreachable = createResendMailer('re_key', 'x@example.com', fetch, 'http://127.0.0.1:9');
    await expect(unreachable.send({ to: 'a@b.co', subject: 's', text: 't' })).rejects.toThrow();
  });
});

// The two waits run side by side: 10 s of wall time, not 20.
describe.concurrent('a mail server that accepts and stalls', () => {
  /** A loopback socket that accepts connections and never says a word. */
  async function silentServer(): Promise<{ port: number; close: () => void }> {
    const { createServer } = await import('node:net');
    const sockets: import('node:net').Socket[] = [];
    const server = createServer((s) => void sockets.push(s));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    return {
      port: (server.address() as AddressInfo).port,
      close: () => {
        for (const s of sockets) s.destroy();
        server.close();
      },
    };
  }

  it('SMTP gives up within 10 s instead of holding the drain (or a visitor) for ever', async () => {
    const silent = await silentServer();
    try {
      const started = Date.now();
      await expect(
        createSmtpMailer(`smtp://127.0.0.1:${silent.port}`, 'Jobs <jobs@example.com>').send({ to: 'a@example.com', subject: 's', text: 't' }),
      ).rejects.toThrow();
      const took = Date.now() - started;
      expect(took).toBeLessThan(MAIL_TIMEOUT_MS + 2000);
      expect(took).toBeGreaterThanOrEqual(MAIL_TIMEOUT_MS - 500);
    } finally {
      silent.close();
    }
  }, 20_000);

  it('Resend (an HTTP server that never answers) gives up within 10 s', async () => {
    const silent = await silentServer();
    try {
      const started = Date.now();
      await expect(
        createResendMailer('re_x', 'Jobs <jobs@example.com>', fetch, `http://127.0.0.1:${silent.port}`).send({ to: 'a@example.com', subject: 's', text: 't' }),
      ).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(MAIL_TIMEOUT_MS + 2000);
    } finally {
      silent.close();
    }
  }, 20_000);
});
