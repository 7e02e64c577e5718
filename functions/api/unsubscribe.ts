export { onRequestGet, onRequestPost } from '../../src/features/subscribe/unsubscribe.api';
