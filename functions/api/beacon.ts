export { onRequestPost } from '../../src/features/jobs/beacon.api';
