/**
 * The staff API as the console calls it: the session's access token as a bearer, every failure turned
 * into a sentence (src/lib/api.ts). Browser-safe; the shapes are the API's (src/server/ports/staff-store.ts).
 */
import { callApi, type ApiResult } from '~/lib/api';
import type { CloseReason, JobAction, JobStatus, SubmissionKind } from '~/domain/job-status';

export interface StaffJobRow {
  id: string;
  job_title: string;
  employer_name: string;
  employer_id: string;
  legal_entity: string;
  employer_verified: boolean;
  city: string;
  state: string;
  status: JobStatus;
  close_reason: CloseReason | null;
  go_live_at: string | null;
  live_since: string | null;
  expires_at: string | null;
  extensions: number;
  edit_count: number;
  created_at: string;
  entity_postings_today: number;
}

export interface JobDetail {
  job: StaffJobRow;
  fields: Record<string, unknown>;
  events: {
    id: string;
    at: string;
    actor: string;
    action: string;
    note: string | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];
  rules: { editsLeft: number; daysLeft: number | null; postingsToday: number; postingsLeftToday: number };
  actions: JobAction[];
}

export interface EmployerRow {
  id: string;
  name: string;
  legal_entity: string;
  license_number: string | null;
  license_state: string | null;
  verified_by: string | null;
  verified_at: string | null;
  jobs: number;
}

export interface SubmissionRow {
  id: string;
  kind: SubmissionKind;
  name: string;
  email: string;
  details: Record<string, string | null>;
  created_at: string;
  answered_at: string | null;
  answered_by: string | null;
  acknowledged_at: string | null;
  extended_at: string | null;
  deadlines?: { acknowledgeBy: string; respondBy: string; dueSoon: boolean; overdue: boolean };
}

export function staffApi(token: () => Promise<string | null>) {
  async function call<T>(path: string, method = 'GET', body?: unknown): Promise<ApiResult<T>> {
    const bearer = await token();
    const headers: Record<string, string> = bearer ? { authorization: `Bearer ${bearer}` } : {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    return callApi<T>(`/api/staff/${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  }
  return {
    jobs: (status?: JobStatus) => call<{ jobs: StaffJobRow[] }>(`jobs${status ? `?status=${status}` : ''}`),
    job: (id: string) => call<JobDetail>(`jobs/${id}`),
    edit: (id: string, fields: Record<string, unknown>) => call<JobDetail>(`jobs/${id}`, 'PATCH', fields),
    act: (id: string, action: JobAction, body: Record<string, unknown> = {}) => call<JobDetail>(`jobs/${id}/${action}`, 'POST', body),
    employers: () => call<{ employers: EmployerRow[] }>('employers'),
    createEmployer: (e: { name: string; legal_entity: string }) => call<{ employer: EmployerRow }>('employers', 'POST', e),
    verifyEmployer: (id: string, licence: { license_number: string; license_state: string }) =>
      call<{ employer: EmployerRow }>(`employers/${id}/verify`, 'POST', licence),
    submissions: (kind: SubmissionKind) => call<{ submissions: SubmissionRow[] }>(`submissions/${kind}`),
    mark: (kind: SubmissionKind, id: string, action: 'answered' | 'acknowledged' | 'extended') =>
      call<{ submission: SubmissionRow }>(`submissions/${kind}/${id}/${action}`, 'POST'),
    erase: (id: string) => call<{ erased: { applications: number; resumes: number }; left: string[] }>(`submissions/ccpa/${id}/erase`, 'POST'),
  };
}
export type StaffApi = ReturnType<typeof staffApi>;
