export { onRequestPost } from '../../src/features/subscribe/subscribe.api';
