export { onOpenApiGet as onRequestGet } from '../../../src/features/job-sources/jobs-api.api';
