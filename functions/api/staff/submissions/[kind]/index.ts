export { onRequestGet } from '../../../../../src/features/staff/submissions.api';
