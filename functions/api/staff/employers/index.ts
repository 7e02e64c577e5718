export { onRequestGet, onRequestPost } from '../../../../src/features/employers/employers.api';
