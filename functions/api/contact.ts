export { onRequestPost } from '../../src/features/forms/contact.api';
