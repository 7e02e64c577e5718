export { onRequestPost } from '../../../../../../src/features/forms/submission-action.api';
