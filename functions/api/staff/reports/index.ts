export { onRequestGet } from '../../../../src/features/staff/reports.api';
