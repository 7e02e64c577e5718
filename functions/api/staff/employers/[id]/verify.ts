export { onRequestPost } from '../../../../../src/features/employers/employer-verify.api';
