export { onAccountGet as onRequestGet } from '../../../src/features/employers/account.api';
