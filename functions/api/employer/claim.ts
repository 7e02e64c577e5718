export { onClaimPost as onRequestPost } from '../../../src/features/employers/account.api';
