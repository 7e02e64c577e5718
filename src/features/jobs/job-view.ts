/**
 * On a job's page: counts the view for the employer's figures (a beacon with the job id and
 * nothing else), and turns "Confirmed open on {date}" into "Confirmed open N days ago" by this browser's
 * clock, since the page itself was built earlier.
 */
import { confirmedOpenAgo } from '~/domain/job-format';
import { countJob } from '~/features/figures/count';

for (const el of document.querySelectorAll<HTMLTimeElement>('time[data-confirmed-open]')) el.textContent = confirmedOpenAgo(el.dateTime, Date.now());
const viewed = document.querySelector<HTMLElement>('[data-job-view]');
if (viewed?.dataset.jobView) countJob(viewed.dataset.jobView, 'view');
