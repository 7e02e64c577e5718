/**
 * SMTP through nodemailer, for self-hosting (SMTP_URL, e.g. smtp://user:pass@host:587). Connection
 * options go in the URL's query, e.g. ?ignoreTLS=true for a local relay without STARTTLS.
 */
import nodemailer from 'nodemailer';
import { nodemailerMessage } from './nodemailer-message';
import type { Mailer } from './types';

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail(nodemailerMessage(mail, from));
      return { id: info.messageId };
    },
  };
}
