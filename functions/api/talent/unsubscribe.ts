export { onRequestGet, onRequestPost } from '../../../src/features/talent/unsubscribe.api';
