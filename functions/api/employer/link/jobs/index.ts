export { onLinkJobsGet as onRequestGet } from '../../../../../src/features/postings/drafts.api';
