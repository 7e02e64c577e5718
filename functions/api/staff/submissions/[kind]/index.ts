export { onRequestGet } from '../../../../../src/features/forms/submissions.api';
