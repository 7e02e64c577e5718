export { onRequestPost } from '../../src/features/saved-jobs/send-saved-jobs.api';
