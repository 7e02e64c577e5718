export { onRequestPost } from '../../../../../src/features/employers/employer-merge.api';
