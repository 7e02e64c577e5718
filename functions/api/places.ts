export { onRequestGet } from '../../src/features/location/places.api';
