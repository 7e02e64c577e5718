export { onRequestPost } from '../../../../../src/features/staff/employer-merge.api';
