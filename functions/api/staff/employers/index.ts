export { onRequestGet, onRequestPost } from '../../../../src/features/staff/employers.api';
