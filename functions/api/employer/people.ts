export { onPersonDelete as onRequestDelete } from '../../../src/features/employers/account.api';
