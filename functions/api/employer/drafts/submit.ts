export { onSubmitPost as onRequestPost } from '../../../../src/features/postings/drafts.api';
