/** The review queue: postings waiting for staff, with the editor of the one opened. */
import type { StaffView, StaffViewProps } from '~/components/console/console-call';
import JobsView from './JobsView';

export const staffView: StaffView = { id: 'queue', label: 'Review queue', order: 10 };

export default function ReviewQueue(props: StaffViewProps) {
  return <JobsView {...props} status="pending_review" />;
}
