export { onRequestPost } from '../../src/features/alerts/subscribe.api';
