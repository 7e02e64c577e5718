export { onRequestsGet as onRequestGet, onRequestsPost as onRequestPost } from '../../../../src/features/talent/talent.api';
