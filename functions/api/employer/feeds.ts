export { onFeedsGet as onRequestGet, onFeedPost as onRequestPost, onFeedDelete as onRequestDelete } from '../../../src/features/job-sources/feeds.api';
