export { onActionPost as onRequestPost } from '../../../../../src/features/staff/reports.api';
