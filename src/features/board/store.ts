/**
 * The board's shared island state (nanostores): what the phone's filter sheet shows outside the results,
 * "Filters (N)" and "Show N jobs". The form itself is uncontrolled and memoised (board-form.ts); only the
 * two small components reading this re-render when an answer arrives.
 */
import { atom } from 'nanostores';
import { FACETS } from './facets';
import { EMPTY_FILTERS, type Filters } from './filters';

export interface BoardSummary {
  /** Filters set in the sheet (not the search, location or sort). */
  active: number;
  /** Jobs the current filters give. */
  results: number;
}

export const $boardSummary = atom<BoardSummary>({ active: 0, results: 0 });

/** How many of the sheet's filters differ from unset. */
export function activeFilters(f: Filters): number {
  return FACETS.filter((k) => f[k] !== EMPTY_FILTERS[k] && f[k].trim().toLowerCase() !== 'all' && f[k] !== '').length;
}
