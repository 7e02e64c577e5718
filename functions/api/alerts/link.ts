export { onRequestPost } from '../../../src/features/alerts/link.api';
