export { onStatusPost as onRequestPost } from '../../../../src/features/applications/employer-applications.api';
