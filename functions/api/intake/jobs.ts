export { onRequestPost } from '../../../src/features/postings/intake.api';
