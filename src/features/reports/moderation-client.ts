/** The moderation queue's calls, as the console's view makes them (the handlers: moderation.api.ts). */
import type { ConsoleCall } from '~/components/console/console-call';
import type { ReportedJob } from '~/domain/job-report';

export const moderationClient = (call: ConsoleCall) => ({
  reports: () => call<{ jobs: ReportedJob[] }>('reports'),
  trustReport: (id: string) => call<{ job: ReportedJob }>(`reports/${id}/trust`, 'POST'),
  dismissReports: (reportId: string) => call<{ dismissed: number }>(`reports/${reportId}/dismiss`, 'POST'),
  // A frozen job restored or closed is a job action (the review's handler tells confirmed reporters).
  act: (jobId: string, action: 'restore' | 'close', body: Record<string, unknown>) => call<unknown>(`jobs/${jobId}/${action}`, 'POST', body),
});
