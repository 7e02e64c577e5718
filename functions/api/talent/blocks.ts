export { onBlockPost as onRequestPost, onBlockDelete as onRequestDelete } from '../../../src/features/talent/talent.api';
