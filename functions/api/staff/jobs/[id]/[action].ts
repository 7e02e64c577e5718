export { onRequestPost } from '../../../../../src/features/staff/job-action.api';
