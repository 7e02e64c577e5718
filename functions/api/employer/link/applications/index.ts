export { onLinkListGet as onRequestGet } from '../../../../../src/features/applications/employer-applications.api';
