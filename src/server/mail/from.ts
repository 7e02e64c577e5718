import type { Env } from '~/config/env';

/** The From address: MAIL_FROM, else "{product} <no-reply@{site host}>". */
export function mailFrom(env: Env): string {
  return (
    env.MAIL_FROM ?? `${env.PRODUCT_NAME ?? 'RehabMatch'} <no-reply@${(env.SITE_URL ? new URL(env.SITE_URL).hostname : 'localhost').replace(/^www\./, '')}>`
  );
}
