export { onRequestGet } from '../../../../src/features/postings/jobs.api';
