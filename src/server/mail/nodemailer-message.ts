import type { Mail } from './types';

/** A mail as nodemailer's message options (the SMTP and the .eml outbox transports share it). */
export function nodemailerMessage(mail: Mail, from: string) {
  return { from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo, headers: mail.headers };
}
