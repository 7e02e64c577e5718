/** The signed links open to offers mails (src/lib/signed-token.ts): a request's answer page, and turning match mails off. */
import { signToken, verifyIdToken, verifyToken } from '~/lib/signed-token';

const ANSWER = 'talent:answer';
const UNSUBSCRIBE = 'talent:unsubscribe';

export const answerToken = (secret: string, requestId: string) => signToken(secret, ANSWER, requestId);
export const verifyAnswerToken = (secret: string, token: string) => verifyIdToken(secret, ANSWER, token);
export const answerUrl = (siteUrl: string, token: string) => `${siteUrl}/talent/answer?token=${encodeURIComponent(token)}`;

export const matchesUnsubscribeToken = (secret: string, ref: string) => signToken(secret, UNSUBSCRIBE, ref);
export async function verifyMatchesUnsubscribeToken(secret: string, token: string): Promise<string | null> {
  const ref = await verifyToken(secret, UNSUBSCRIBE, token);
  return ref && /^[0-9a-f-]{36}$/.test(ref) ? ref : null;
}
export const matchesUnsubscribeUrl = (siteUrl: string, token: string) => `${siteUrl}/api/talent/unsubscribe?token=${encodeURIComponent(token)}`;
