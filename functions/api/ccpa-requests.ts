export { onRequestPost } from '../../src/features/forms/ccpa-requests.api';
