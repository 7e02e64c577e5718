export { onRequestPost } from '../../../../../../src/features/staff/submission-action.api';
