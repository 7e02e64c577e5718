export { onRequestGet, onRequestPost } from '../../src/features/alerts/weekly-unsubscribe.api';
