/**
 * What the shown results answer, above them: the place searched as the board read it (never a guess
 * made in silence: a place not found or not sure says so and offers what may have been meant), and every
 * filter that is set as a chip that removes it, one remembered from an earlier visit named as such.
 */
import type { ReactNode } from 'react';
import type { BoardView } from './board-view';
import { EMPTY_FILTERS, type Filters } from './filters';
import { filterChips, type Chip } from './labels';

interface Props {
  view: Pick<BoardView, 'place' | 'searched'>;
  /** Filters this visit kept from the device's last one (the licence), while they are still set. */
  remembered: readonly (keyof Filters)[];
  searchFor: (patch: Partial<Filters>) => void;
  /** A chip removed: the board forgets what the device remembered for it, too. */
  onRemove?: (key: keyof Filters) => void;
  /** Served without script (ServedSearch.tsx): each control is a link to the search it would make. */
  linkTo?: (patch: Partial<Filters>) => string;
}

/** A control that searches for `patch`: a button in the island, a link where the page was served before any script. */
function Act({
  patch,
  linkTo,
  searchFor,
  ...rest
}: Pick<Props, 'linkTo' | 'searchFor'> & { patch: Partial<Filters>; className: string; children: ReactNode; 'aria-label'?: string }) {
  return linkTo ? <a href={linkTo(patch)} {...rest} /> : <button type="button" onClick={() => searchFor(patch)} {...rest} />;
}

const quote = (s: string) => `\u201c${s}\u201d`;

function PlaceLine({ view, searchFor, linkTo }: Pick<Props, 'view' | 'searchFor' | 'linkTo'>) {
  const place = view.place;
  const f = view.searched;
  if (!place || !f) return null;
  const offer = (names: string[]) =>
    names.map((name, i) => (
      <span key={name}>
        {i > 0 && ', '}
        <Act patch={{ location: name }} linkTo={linkTo} searchFor={searchFor} className="font-semibold text-brand-700 underline">
          {name}
        </Act>
      </span>
    ));
  if (!place.name)
    return (
      <p className="mt-2 text-sm text-slate-800" data-board-place="unknown">
        We could not find a place called {quote(place.typed)}
        {place.suggestions.length ? <>. Did you mean {offer(place.suggestions)}?</> : '; showing jobs whose city or ZIP code contains it.'}
      </p>
    );
  return (
    <p className="mt-2 text-sm text-slate-800" data-board-place={place.others.length ? 'not-sure' : 'found'}>
      {place.near ? (
        <>
          Jobs within {f.radius} miles of <strong>{place.name}</strong>.
        </>
      ) : (
        <>
          Jobs in <strong>{place.name}</strong>.
        </>
      )}
      {place.others.length > 0 && <> Did you mean {offer(place.others)}?</>}
    </p>
  );
}

export default function ActiveSearch({ view, remembered, searchFor, onRemove, linkTo }: Props) {
  const f = view.searched;
  if (!f) return null;
  const chips: Chip[] = [
    ...(f.q.trim() ? [{ key: 'q' as const, label: quote(f.q.trim()) }] : []),
    ...(f.location.trim() ? [{ key: 'location' as const, label: `Near ${f.location.trim()}` }] : []),
    ...filterChips(f),
  ];
  const kept = remembered.filter((key) => chips.some((c) => c.key === key));
  const remove = (patch: Partial<Filters>) => {
    onRemove?.(Object.keys(patch)[0] as keyof Filters);
    searchFor(patch);
  };
  return (
    <div data-board-active>
      <PlaceLine view={view} searchFor={searchFor} linkTo={linkTo} />
      {chips.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label="Filters in use">
          {chips.map((c) => (
            <li key={c.key}>
              <Act
                patch={{ [c.key]: EMPTY_FILTERS[c.key] }}
                linkTo={linkTo}
                searchFor={remove}
                className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-600 bg-brand-50 px-3 py-1 text-sm text-brand-900 hover:bg-brand-100"
                aria-label={`Remove filter: ${c.label}`}
              >
                {c.label}
                <span aria-hidden="true">×</span>
              </Act>
            </li>
          ))}
        </ul>
      )}
      {kept.length > 0 && (
        <p className="mt-2 text-sm text-slate-700" data-board-remembered>
          Kept from your last visit on this device: {kept.map((key) => chips.find((c) => c.key === key)!.label).join(', ')}. Remove it above to search without
          it.
        </p>
      )}
    </div>
  );
}
