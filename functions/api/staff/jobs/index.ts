export { onRequestGet } from '../../../../src/features/staff/jobs.api';
