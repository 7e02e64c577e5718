/** The signed link that confirms a reporter's address (src/lib/signed-token.ts): it names one report. */
import { signToken, verifyIdToken } from '~/lib/signed-token';

const CONFIRM = 'report:confirm';

export const reportConfirmToken = (secret: string, id: string) => signToken(secret, CONFIRM, id);
export const verifyReportConfirmToken = (secret: string, token: string) => verifyIdToken(secret, CONFIRM, token);
export const reportConfirmUrl = (siteUrl: string, token: string) => `${siteUrl}/reports/confirm?token=${encodeURIComponent(token)}`;
