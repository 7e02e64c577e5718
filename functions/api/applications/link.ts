export { onRequestPost } from '../../../src/features/applications/link.api';
