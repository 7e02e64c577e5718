export { onJobActPost as onRequestPost } from '../../../../src/features/postings/drafts.api';
