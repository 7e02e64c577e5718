export { onJobPut as onRequestPut, onJobDelete as onRequestDelete } from '../../../../src/features/job-sources/jobs-api.api';
