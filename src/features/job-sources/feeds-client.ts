/** The feeds' calls, as the console's view makes them (the handlers: feeds.api.ts). */
import type { ConsoleCall } from '~/components/console/console-call';
import type { FeedView } from './job-source-records';

export const feedsClient = (call: ConsoleCall) => ({
  feeds: () => call<{ feeds: FeedView[]; practices: { id: string; name: string }[] }>('feeds'),
  addFeed: (f: { employerId: string; url: string; contact: string }) => call<{ id: string }>('feeds', 'POST', f),
  removeFeed: (id: string) => call<{ ok: true }>('feeds', 'DELETE', { id }),
});
