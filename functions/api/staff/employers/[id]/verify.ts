export { onRequestPost } from '../../../../../src/features/staff/employer-verify.api';
