/** An application as an employer's account reads it, and the account's status filter. Browser-safe. */
import { EMPLOYER_STATUSES, type ApplicationStatus } from '~/domain/application-status';

export interface EmployerApplication {
  id: string;
  jobId: string;
  jobTitle: string;
  name: string;
  email: string;
  message: string;
  resumePath: string | null;
  status: ApplicationStatus;
  viewedAt: string | null;
  spam: boolean;
  createdAt: string;
}

/** As GET /api/employer/applications answers it: a signed resume link for the file, and the status the applicant sees. */
export type ListedApplication = Omit<EmployerApplication, 'resumePath'> & { resume: string | null; shown: string };

export const APPLICATION_FILTERS = ['sent', ...EMPLOYER_STATUSES, 'spam'] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];
