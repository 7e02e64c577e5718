export { onActionPost as onRequestPost } from '../../../../../src/features/reports/moderation.api';
