// Staff decide a job (postings); reports hear each decision.
import { jobActionHandler } from '../../../../../src/features/postings/job-action.api';
import { reportsHearDecision } from '../../../../../src/features/reports/moderation.api';

export const onRequestPost = jobActionHandler([reportsHearDecision]);
