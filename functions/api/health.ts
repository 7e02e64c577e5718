export { onRequestGet } from '../../src/server/http/health.api';
