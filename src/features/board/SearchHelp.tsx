/**
 * What the board says when a search needed help, loaded the first time one does: the line under the count
 * when a misspelt word was read as another ("Showing results for orthopedic", with the exact search a tap
 * away), and, with no results, what was searched and the searches near it that have jobs, with their counts.
 */
import { button } from '~/components/ui/styles';
import { plural } from '~/lib/plural';
import type { BoardView } from './board-view';
import type { Filters } from './filters';
import { setFilterLabels } from './labels';

interface Props {
  part: 'corrected' | 'empty';
  view: Pick<BoardView, 'corrected' | 'instead' | 'searched' | 'place'>;
  /** Searches for the controls as they are, with these changed. */
  searchFor: (patch: Partial<Filters>) => void;
}

/** What a search with no results asked for, in words: the keyword, the place and radius, the filters. */
function searchedWords(f: Filters | null | undefined, place: BoardView['place']): string {
  if (!f) return '';
  // The place as the board read it: the place used, or the words typed when no place was found.
  const where = !place
    ? `within ${f.radius} miles of ${f.location.trim()}`
    : place.name
      ? place.near
        ? `within ${f.radius} miles of ${place.name}`
        : `in ${place.name}`
      : `in \u201c${place.typed}\u201d`;
  const filters = setFilterLabels(f);
  const parts = [
    f.q.trim() ? `for \u201c${f.q.replace(/["\u201c\u201d]/g, '').trim()}\u201d` : '',
    f.location.trim() ? where : '',
    filters.length ? `with ${filters.join(', ')}` : '',
  ].filter(Boolean);
  return parts.length ? `No jobs ${parts.join(' ')}.` : 'No jobs are listed right now.';
}

export default function SearchHelp({ part, view, searchFor }: Props) {
  const { corrected, instead } = view;
  if (part === 'corrected')
    return corrected ? (
      <p className="mt-2 text-sm text-slate-800" data-corrected>
        Showing results for <strong>{corrected.to}</strong>.{' '}
        <button type="button" className="font-semibold text-brand-700 underline" onClick={() => searchFor({ q: `"${corrected.from}"` })}>
          Search instead for {corrected.from}
        </button>
      </p>
    ) : null;
  return (
    <>
      <p className="mt-2 text-slate-700" data-board-searched>
        {searchedWords(view.searched, view.place)}
      </p>
      {instead && (instead.words.length > 0 || instead.radius) && (
        <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="Searches with jobs">
          {instead.words.map((w) => (
            <li key={w.q}>
              <button type="button" className={button.secondarySmall} onClick={() => searchFor({ q: w.q })}>
                {w.q} ({plural(w.jobs, 'job')})
              </button>
            </li>
          ))}
          {instead.radius && (
            <li>
              <button type="button" className={button.secondarySmall} onClick={() => searchFor({ radius: instead.radius!.miles })}>
                Within {instead.radius.miles} miles ({plural(instead.radius.jobs, 'job')})
              </button>
            </li>
          )}
        </ul>
      )}
    </>
  );
}
