export { onRequestGet, onRequestPatch } from '../../../../../src/features/staff/job.api';
