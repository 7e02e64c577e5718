export { onRequestGet, onRequestPost } from '../../src/features/alerts/manage.api';
