export { onRequestGet, onRequestPatch } from '../../../../../src/features/postings/job.api';
