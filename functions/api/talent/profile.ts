export { onProfilePut as onRequestPut, onProfileDelete as onRequestDelete } from '../../../src/features/talent/talent.api';
