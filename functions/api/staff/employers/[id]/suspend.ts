export { onRequestDelete, onRequestPost } from '../../../../../src/features/employers/employer-suspend.api';
