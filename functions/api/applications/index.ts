export { onRequestPost } from '../../../src/features/applications/applications.api';
