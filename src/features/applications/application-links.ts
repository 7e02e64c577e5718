/**
 * Signed links of applications through the site: the employer's status page for one
 * application, and an applicant's "My applications" (every application of one inbox). Each has a purpose
 * of its own, so no other link's token passes for it.
 */
import { signToken, verifyIdToken, verifyToken } from '~/lib/signed-token';

const EMPLOYER = 'application:employer';
const MINE = 'applications:mine';

export const statusToken = (secret: string, applicationId: string) => signToken(secret, EMPLOYER, applicationId);
export const verifyStatusToken = (secret: string, token: string) => verifyIdToken(secret, EMPLOYER, token);
/** The application's view in the employer's account, opened by the link (the older /employer/application?token= page still answers). */
export const statusUrl = (siteUrl: string, token: string) => `${siteUrl}/employer?application=${encodeURIComponent(token)}`;

/** `inboxKey`: the folded address (rate-limit.ts recipientKey). */
export const mineToken = (secret: string, inboxKey: string) => signToken(secret, MINE, inboxKey);
export const verifyMineToken = (secret: string, token: string) => verifyToken(secret, MINE, token);
export const mineUrl = (siteUrl: string, token: string) => `${siteUrl}/applications/mine?token=${encodeURIComponent(token)}`;
