export { onRequestGet } from '../../../../src/features/reports/moderation.api';
