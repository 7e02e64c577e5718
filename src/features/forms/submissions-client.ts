/** The submissions' calls, as the console's view makes them (the handlers: submissions.api.ts, submission-action.api.ts). */
import type { ConsoleCall } from '~/components/console/console-call';
import type { SubmissionKind } from '~/domain/job-status';
import type { SubmissionAction, SubmissionAnswer } from './submission-records';

export const submissionsClient = (call: ConsoleCall) => ({
  submissions: (kind: SubmissionKind) => call<{ submissions: SubmissionAnswer[] }>(`submissions/${kind}`),
  mark: (kind: SubmissionKind, id: string, action: SubmissionAction) => call<{ submission: SubmissionAnswer }>(`submissions/${kind}/${id}/${action}`, 'POST'),
  erase: (id: string) =>
    call<{
      erased: { applications: number; resumes: number; alerts: number; subscriptions: number; messages: number; reports: number; mails: number };
      left: string[];
      kept: string;
    }>(`submissions/ccpa/${id}/erase`, 'POST'),
});
