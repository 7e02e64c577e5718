export { onRequestGet, onRequestHead } from '../../../../src/features/applications/resume-open.api';
