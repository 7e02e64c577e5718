export { onRequestGet } from '../../src/features/applications/applicants.api';
