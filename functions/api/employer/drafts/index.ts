export { onDraftsGet as onRequestGet, onDraftPost as onRequestPost, onDraftDelete as onRequestDelete } from '../../../../src/features/postings/drafts.api';
