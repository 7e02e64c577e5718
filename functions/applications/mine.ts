export { onRequestGet } from '../../src/features/applications/mine.api';
