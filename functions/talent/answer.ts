export { onRequestGet, onRequestPost } from '../../src/features/talent/answer-link.api';
