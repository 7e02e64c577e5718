export { onRequestGet } from '../../../../src/features/apply/apply-address.api';
