export { onRequestGet, onRequestPost } from '../../src/features/location/geocode.api';
