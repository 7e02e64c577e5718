/** The review's calls, as the console's job views make them (the handlers: jobs.api.ts, job.api.ts, job-action.api.ts). */
import type { ConsoleCall } from '~/components/console/console-call';
import type { JobAction, JobStatus } from '~/domain/job-status';
import type { StaffJob, StaffJobAnswer } from './review-records';

export function staffApi(call: ConsoleCall) {
  return {
    call,
    jobs: (status?: JobStatus, q?: string) => {
      const query = new URLSearchParams({ ...(status ? { status } : {}), ...(q ? { q } : {}) }).toString();
      return call<{ jobs: StaffJob[] }>(`jobs${query ? `?${query}` : ''}`);
    },
    job: (id: string) => call<StaffJobAnswer>(`jobs/${id}`),
    edit: (id: string, fields: Record<string, unknown>) => call<StaffJobAnswer>(`jobs/${id}`, 'PATCH', fields),
    act: (id: string, action: JobAction, body: Record<string, unknown> = {}) => call<StaffJobAnswer>(`jobs/${id}/${action}`, 'POST', body),
  };
}
export type StaffApi = ReturnType<typeof staffApi>;
