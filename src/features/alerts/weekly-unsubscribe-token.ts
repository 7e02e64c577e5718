/**
 * Unsubscribe tokens of the weekly jobs email: the address, signed (src/lib/signed-token.ts). They do
 * not expire: an old digest's link must still work (RFC 8058 asks that one-click links keep working).
 */
import { signToken, verifyToken } from '~/lib/signed-token';

const PURPOSE = 'unsubscribe:weekly_jobs';

export function unsubscribeToken(secret: string, email: string): Promise<string> {
  return signToken(secret, PURPOSE, email);
}

/** The address a token was made for, or null when it is malformed or its signature does not match. */
export async function verifyUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  const email = await verifyToken(secret, PURPOSE, token);
  return email && email.includes('@') ? email : null;
}
