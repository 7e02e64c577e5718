export { onPausePost as onRequestPost } from '../../../src/features/talent/talent.api';
