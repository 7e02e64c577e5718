/**
 * The apply dialog's rules as pure functions (the dialog, ApplyDialog.tsx, only wires them to the
 * page): the message template and the resume checks with the spec's messages. The mail program's route is
 * mail-route.ts, loaded when the dialog opens.
 */
import { extensionOf, INVALID_TYPE, RESUME_MAX_BYTES, TOO_LARGE } from '~/domain/resume-file';

export interface ApplyTarget {
  jobId: string;
  jobTitle: string;
  employer: string;
  isPartner: boolean;
}

/**
 * The message a visitor starts from: it mentions a resume only while one is attached, and is signed with
 * the name once one is typed.
 */
export const template = (t: ApplyTarget, withResume: boolean, name = '') =>
  `Hello,\n\nI am interested in the ${t.jobTitle} position${t.isPartner ? '' : ` at ${t.employer}`} and would like to be considered. ${
    withResume ? 'I have attached my resume and would welcome the chance to talk.' : 'I would welcome the chance to talk.'
  }\n\nThank you,${name.trim() ? `\n${name.trim()}` : ''}`;

/** What is wrong with a chosen resume (the spec's type and size rules, with its messages), or null. */
export function resumeProblem(file: { name: string; size: number }): { title: string; description: string } | null {
  return !extensionOf(file.name) ? INVALID_TYPE : file.size > RESUME_MAX_BYTES ? TOO_LARGE : null;
}
