export { onRequestGet, onRequestPost } from '../../src/features/postings/employer-job.api';
