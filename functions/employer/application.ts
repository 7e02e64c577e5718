export { onRequestGet, onRequestPost } from '../../src/features/applications/employer-application.api';
