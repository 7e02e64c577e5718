export { onRequestPost } from '../../../src/features/reports/report.api';
