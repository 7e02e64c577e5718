/**
 * SMTP through nodemailer, for self-hosting (SMTP_URL, e.g. smtp://user:pass@host:587). Connection
 * options go in the URL's query, e.g. ?ignoreTLS=true for a local relay without STARTTLS.
 */
import nodemailer from 'nodemailer';
import { nodemailerMessage } from './nodemailer-message';
import type { Mailer } from '../ports/mail';

/** How long a mail server may take to connect, greet or answer. */
export const MAIL_TIMEOUT_MS = 10_000;

export function createSmtpMailer(url: string, from: string): Mailer {
  // A server that accepts and then stalls must not hold a drain (or a visitor) for ever: 10 s for each step.
  const transport = nodemailer.createTransport({ url, connectionTimeout: MAIL_TIMEOUT_MS, greetingTimeout: MAIL_TIMEOUT_MS, socketTimeout: MAIL_TIMEOUT_MS });
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail(nodemailerMessage(mail, from));
      return { id: info.messageId };
    },
  };
}
