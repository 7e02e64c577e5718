export { onRequestGet, onRequestPost } from '../../../src/features/alerts/unsubscribe.api';
