export { onRequestPost } from '../../src/features/forms/employer-interest.api';
