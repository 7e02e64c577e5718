export { onInvitePost as onRequestPost, onInviteDelete as onRequestDelete } from '../../../src/features/employers/account.api';
