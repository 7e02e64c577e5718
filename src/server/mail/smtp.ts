/** SMTP through nodemailer, for self-hosting (SMTP_URL, e.g. smtp://user:pass@host:587). */
import nodemailer from 'nodemailer';
import type { Mailer } from './index';

export function createSmtpMailer(url: string, from: string, options: { ignoreTLS?: boolean } = {}): Mailer {
  const transport = nodemailer.createTransport(url, { ignoreTLS: options.ignoreTLS });
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo, headers: mail.headers });
      return { id: info.messageId };
    },
  };
}
