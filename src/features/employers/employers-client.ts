/** The employers' calls, as the console's view makes them (the handlers: employers.api.ts, employer-verify.api.ts, employer-merge.api.ts, employer-suspend.api.ts). */
import type { ConsoleCall } from '~/components/console/console-call';
import type { Employer } from './employer-records';

export const employersClient = (call: ConsoleCall) => ({
  employers: () => call<{ employers: Employer[] }>('employers'),
  createEmployer: (e: { name: string; legal_entity: string }) => call<{ employer: Employer }>('employers', 'POST', e),
  verifyEmployer: (id: string, licence: { license_number: string; license_state: string }) =>
    call<{ employer: Employer }>(`employers/${id}/verify`, 'POST', licence),
  mergeEmployer: (id: string, into: string) => call<{ employer: Employer; moved: number }>(`employers/${id}/merge`, 'POST', { into }),
  suspendEmployer: (id: string, reason: string) =>
    call<{ employer: Employer; paused: number; signedOut: number }>(`employers/${id}/suspend`, 'POST', { reason }),
  liftSuspension: (id: string) => call<{ employer: Employer }>(`employers/${id}/suspend`, 'DELETE'),
});
