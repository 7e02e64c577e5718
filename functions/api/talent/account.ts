export { onAccountGet as onRequestGet } from '../../../src/features/talent/talent.api';
