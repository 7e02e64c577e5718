export { onLinkStatusPost as onRequestPost } from '../../../../../src/features/applications/employer-applications.api';
