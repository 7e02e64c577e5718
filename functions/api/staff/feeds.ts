export {
  onStaffFeedsGet as onRequestGet,
  onStaffFeedPost as onRequestPost,
  onStaffFeedDelete as onRequestDelete,
} from '../../../src/features/job-sources/feeds.api';
