export { onJobsGet as onRequestGet } from '../../../src/features/postings/drafts.api';
