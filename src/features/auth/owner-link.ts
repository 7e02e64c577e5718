/**
 * The employer's signed link to one job's page: "Still open?", the extension request, early
 * closing and the job's figures. A purpose of its own, so no other link's token passes for it.
 */
import { signToken, verifyIdToken } from '~/lib/signed-token';

const OWNER = 'job:owner';

export const ownerToken = (secret: string, jobId: string) => signToken(secret, OWNER, jobId);
export const verifyOwnerToken = (secret: string, token: string) => verifyIdToken(secret, OWNER, token);
/** The job's view in the employer's account, opened by the link (the older /employer/job?token= page still answers). */
export const ownerUrl = (siteUrl: string, token: string) => `${siteUrl}/employer?job=${encodeURIComponent(token)}`;
