/** Writes each mail as a standard .eml file (RFC 5322, built by nodemailer) and logs its path. */
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { nodemailerMessage } from './nodemailer-message';
import type { Mailer } from '../ports/mail';

export function createOutboxMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail(nodemailerMessage(mail, from));
      // Mails hold personal data: the folder 0700, each file 0600.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await chmod(dir, 0o700);
      // A mail with an idempotency key has one file: sending it again rewrites that file, never adds one.
      const id = mail.idempotencyKey
        ? `key-${mail.idempotencyKey.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 200)}`
        : `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
      const file = join(dir, `${id}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      // The file's path only: recipient addresses stay out of logs.
      console.log(`Mail written to ${file}`);
      return { id };
    },
  };
}
