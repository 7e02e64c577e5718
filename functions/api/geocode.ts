export { onRequestPost } from '../../src/features/location/geocode.api';
