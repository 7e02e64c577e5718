/**
 * The resume link an application carries: the site's own, not the storage's, so opening it
 * counts a resume download in the job's figures before it forwards to a short-lived storage URL. The
 * token names the stored file, the job and when the link ends; it needs no table, and
 * a token for another purpose never passes for it.
 */
import { signToken, verifyToken } from '~/lib/signed-token';

const PURPOSE = 'resume:open';
const FILE = /^[a-z0-9-]+\.(pdf|docx?)$/;

export interface ResumeLink {
  /** The stored file's name (storage path). */
  path: string;
  /** The job applied to, when known: its downloads are counted. */
  jobId: string | null;
  /** Seconds since the epoch when the link stops working. */
  expires: number;
}

export const resumeToken = (secret: string, link: ResumeLink) => signToken(secret, PURPOSE, `${link.path}|${link.jobId ?? ''}|${link.expires}`);

export const resumeUrl = (siteUrl: string, token: string) => `${siteUrl}/api/resumes/open/${token}`;

/** The link a token was made for ('expired' once past its end), or null when it is not one of ours. */
export async function verifyResumeToken(secret: string, token: string, nowSeconds: number): Promise<ResumeLink | 'expired' | null> {
  const value = await verifyToken(secret, PURPOSE, token);
  const m = value === null ? null : /^([^|]+)\|(\d{0,18})\|(\d{1,12})$/.exec(value);
  if (!m || !FILE.test(m[1]!)) return null;
  const expires = Number(m[3]);
  return expires < nowSeconds ? 'expired' : { path: m[1]!, jobId: m[2] || null, expires };
}
