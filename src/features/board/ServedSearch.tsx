/**
 * A shared search's first answer as the /jobs function serves it in the page (served-search.api.ts): what
 * the island shows once its own answer is drawn (the place as read, the filters in use, the first cards),
 * in the island's own markup, so nothing moves when the island takes over. Its controls are links to the
 * search they make: they work before any script.
 */
import type { JobSummary } from '~/domain/job-summary';
import ActiveSearch from './ActiveSearch';
import BoardCard from './BoardCard';
import SaveJobView from '~/features/saved-jobs/SaveJobView';
import type { BoardView } from './board-view';
import { defaultSort, filtersToQuery, type Filters } from './filters';

/** Save Job as the build draws it: unsaved (which jobs this visitor saved is known only in the browser). */
const Unsaved = ({ job }: { job: JobSummary }) => <SaveJobView job={job} saved={false} />;

export default function ServedSearch({ view, searched }: { view: Pick<BoardView, 'cards' | 'origin' | 'place'>; searched: Filters }) {
  return (
    <>
      <ActiveSearch
        view={{ place: view.place, searched }}
        remembered={[]}
        searchFor={() => {}}
        linkTo={(patch) => {
          // A sort left at its default follows the keyword, as the island's search does.
          const next = { ...searched, ...patch };
          if (searched.sort === defaultSort(searched.q)) next.sort = defaultSort(next.q);
          return `/jobs${filtersToQuery(next)}`;
        }}
      />
      {/* The island's list, as JobBoard draws it (a test compares the two). */}
      <ul className="mt-4 grid gap-4 md:grid-cols-2" aria-label="Jobs">
        {view.cards.map((job) => (
          <li key={job.id} className="board-card">
            <BoardCard job={job} from={view.origin} licence={searched.licence} Save={Unsaved} />
          </li>
        ))}
      </ul>
    </>
  );
}
