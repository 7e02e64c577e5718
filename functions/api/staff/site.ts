export { onRequestGet } from '../../../src/features/staff/site.api';
