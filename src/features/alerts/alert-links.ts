/**
 * The signed links of alert mails (src/lib/signed-token.ts): confirm one alert, unsubscribe from one alert
 * (RFC 8058 one-click), manage every alert of an address. Each purpose has its own signature, so a manage
 * link cannot be turned into an unsubscribe link or the other way round. They do not expire; a confirm
 * link only works while its alert waits (7 days).
 */
import { signToken, verifyIdToken, verifyToken } from '~/lib/signed-token';

const CONFIRM = 'alert:confirm';
const UNSUBSCRIBE = 'alert:unsubscribe';
const MANAGE = 'alerts:manage';

export const confirmToken = (secret: string, id: string) => signToken(secret, CONFIRM, id);
export const unsubscribeToken = (secret: string, id: string) => signToken(secret, UNSUBSCRIBE, id);
export const manageToken = (secret: string, email: string) => signToken(secret, MANAGE, email);

export const verifyConfirmToken = (secret: string, token: string) => verifyIdToken(secret, CONFIRM, token);
export const verifyUnsubscribeToken = (secret: string, token: string) => verifyIdToken(secret, UNSUBSCRIBE, token);
export async function verifyManageToken(secret: string, token: string): Promise<string | null> {
  const email = await verifyToken(secret, MANAGE, token);
  return email && email.includes('@') ? email : null;
}

export const confirmUrl = (siteUrl: string, token: string) => `${siteUrl}/alerts/confirm?token=${encodeURIComponent(token)}`;
export const manageUrl = (siteUrl: string, token: string) => `${siteUrl}/alerts/manage?token=${encodeURIComponent(token)}`;
export const unsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`;
