/**
 * The staff API as the console calls it: the session's access token as a bearer, every failure turned
 * into a sentence (src/lib/api.ts). Browser-safe; the shapes are the API's own (staff-records.ts).
 */
import { callApi, type ApiResult } from '~/lib/api';
import type { JobAction, JobStatus, SubmissionKind } from '~/domain/job-status';
import type { Employer, StaffJob, StaffJobAnswer, SubmissionAction, SubmissionAnswer } from './staff-records';
import type { ReportedJob } from '~/domain/job-report';
import type { SiteBuildStatus } from '~/domain/site-build';

export function staffApi(token: () => Promise<string | null>) {
  async function call<T>(path: string, method = 'GET', body?: unknown): Promise<ApiResult<T>> {
    const bearer = await token();
    const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    return callApi<T>(`/api/staff/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }
  return {
    jobs: (status?: JobStatus, q?: string) => {
      const query = new URLSearchParams({ ...(status ? { status } : {}), ...(q ? { q } : {}) }).toString();
      return call<{ jobs: StaffJob[] }>(`jobs${query ? `?${query}` : ''}`);
    },
    job: (id: string) => call<StaffJobAnswer>(`jobs/${id}`),
    edit: (id: string, fields: Record<string, unknown>) => call<StaffJobAnswer>(`jobs/${id}`, 'PATCH', fields),
    act: (id: string, action: JobAction, body: Record<string, unknown> = {}) => call<StaffJobAnswer>(`jobs/${id}/${action}`, 'POST', body),
    employers: () => call<{ employers: Employer[] }>('employers'),
    createEmployer: (e: { name: string; legal_entity: string }) => call<{ employer: Employer }>('employers', 'POST', e),
    verifyEmployer: (id: string, licence: { license_number: string; license_state: string }) =>
      call<{ employer: Employer }>(`employers/${id}/verify`, 'POST', licence),
    mergeEmployer: (id: string, into: string) => call<{ employer: Employer; moved: number }>(`employers/${id}/merge`, 'POST', { into }),
    submissions: (kind: SubmissionKind) => call<{ submissions: SubmissionAnswer[] }>(`submissions/${kind}`),
    mark: (kind: SubmissionKind, id: string, action: SubmissionAction) => call<{ submission: SubmissionAnswer }>(`submissions/${kind}/${id}/${action}`, 'POST'),
    site: () => call<{ site: SiteBuildStatus }>('site'),
    reports: () => call<{ jobs: ReportedJob[] }>('reports'),
    trustReport: (id: string) => call<{ job: ReportedJob }>(`reports/${id}/trust`, 'POST'),
    dismissReports: (reportId: string) => call<{ dismissed: number }>(`reports/${reportId}/dismiss`, 'POST'),
    erase: (id: string) =>
      call<{
        erased: { applications: number; resumes: number; alerts: number; subscriptions: number; messages: number; reports: number; mails: number };
        left: string[];
        kept: string;
      }>(`submissions/ccpa/${id}/erase`, 'POST'),
  };
}
export type StaffApi = ReturnType<typeof staffApi>;
