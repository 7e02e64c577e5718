export { onLinkActPost as onRequestPost } from '../../../../../src/features/postings/drafts.api';
