/** Every job, filtered by status or found by a search, with the editor of the one opened. */
import type { StaffView, StaffViewProps } from '~/components/console/console-call';
import JobsView from './JobsView';

export const staffView: StaffView = { id: 'jobs', label: 'All jobs', order: 30 };

export default function AllJobs(props: StaffViewProps) {
  return <JobsView {...props} />;
}
