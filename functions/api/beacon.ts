export { onRequestPost } from '../../src/features/figures/beacon.api';
