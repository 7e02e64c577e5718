import type { Mail } from '../ports/mail';

/** A mail as nodemailer's message options (the SMTP and the .eml outbox transports share it). */
export function nodemailerMessage(mail: Mail, from: string) {
  // A mail sent again with the same key keeps its Message-ID, which receivers use to drop a duplicate.
  const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  const messageId = mail.idempotencyKey ? `<${mail.idempotencyKey.replace(/[^A-Za-z0-9._-]/g, '.')}@${domain}>` : undefined;
  return { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo, headers: mail.headers, messageId };
}
