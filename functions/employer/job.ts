export { onRequestGet, onRequestPost } from '../../src/features/job-checks/employer-job.api';
