export { onRequestGet, onRequestPost } from '../../src/features/reports/confirm.api';
