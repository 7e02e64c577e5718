export { onKeysGet as onRequestGet, onKeyPost as onRequestPost, onKeyDelete as onRequestDelete } from '../../../src/features/job-sources/api-keys.api';
