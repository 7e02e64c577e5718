export { onRequestGet } from '../../src/features/jobs/job-redirect.api';
