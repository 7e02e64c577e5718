export { onRequestPost } from '../../../src/features/job-checks/intake.api';
