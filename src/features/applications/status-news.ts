/** Browser-safe: the signed page and the employer's account both ask before a status mails the applicant. */
import type { EmployerStatus } from '~/domain/application-status';

/** What a status mails the applicant, in the words the confirmation uses. */
export const STATUS_NEWS: Record<EmployerStatus, string> = {
  reviewed: 'that you reviewed their application',
  moving_forward: 'that they are moving forward',
  not_selected: 'that they were not selected',
};
