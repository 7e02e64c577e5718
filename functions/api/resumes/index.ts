export { onRequestPost } from '../../../src/features/applications/resumes.api';
