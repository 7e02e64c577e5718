/**
 * Mail behind one small port. Embedded default: standard .eml files in DATA_DIR/outbox (each path
 * logged). Self-hosting: SMTP through nodemailer. Edge: Resend's HTTP API. Chosen by MAIL_TRANSPORT.
 */
import type { Env } from '~/config/env';
import { mailFrom } from './from';

import type { Mailer } from '../ports/mail';

export type { Mailer } from '../ports/mail';

/** Node's mail transport (the Worker root uses Resend directly, so nodemailer never reaches its bundle). */
export async function createMailer(env: Env): Promise<Mailer> {
  const transport = env.MAIL_TRANSPORT ?? 'outbox';
  if (transport === 'resend') {
    if (!env.RESEND_API_KEY) throw new Error('MAIL_TRANSPORT=resend needs RESEND_API_KEY');
    const { createResendMailer } = await import('./resend');
    return createResendMailer(env.RESEND_API_KEY, mailFrom(env), fetch, env.RESEND_API_URL);
  }
  if (transport === 'smtp') {
    if (!env.SMTP_URL) throw new Error('MAIL_TRANSPORT=smtp needs SMTP_URL');
    const { createSmtpMailer } = await import('./smtp');
    return createSmtpMailer(env.SMTP_URL, mailFrom(env));
  }
  const { createOutboxMailer } = await import('./eml-file-mailer');
  const { dataDirFromEnv } = await import('../db/data-dir');
  return createOutboxMailer(`${dataDirFromEnv({ DATA_DIR: env.DATA_DIR })}/outbox`, mailFrom(env));
}
