export { onListGet as onRequestGet } from '../../../../src/features/applications/employer-applications.api';
