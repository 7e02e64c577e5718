export { onRequestGet, onRequestPost } from '../../src/features/alerts/confirm.api';
