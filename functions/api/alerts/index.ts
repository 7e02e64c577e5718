export { onRequestPost } from '../../../src/features/alerts/alerts.api';
