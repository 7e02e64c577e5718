export { onRequestGet } from '../../../src/features/jobs/listed.api';
