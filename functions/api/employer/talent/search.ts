export { onSearchPost as onRequestPost } from '../../../../src/features/talent/talent.api';
