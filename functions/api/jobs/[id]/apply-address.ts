export { onRequestGet } from '../../../../src/features/applications/apply-address.api';
