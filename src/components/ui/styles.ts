/**
 * The one source of the site's control styles: Astro components, React islands and the pages functions
 * render all take their buttons from here, so a change of look is one edit. Class strings stay whole
 * (Tailwind finds them in this file); a caller adds layout (margins, display) and never padding or colour.
 */
export const button = {
  /** The page's main action. */
  primary: 'rounded-md bg-brand-600 px-5 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60',
  /** The main action in a compact place (a card, a toolbar, a dialog's row). */
  primarySmall: 'rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-60',
  /** The main action of a form or dialog on a phone: the full width. */
  primaryWide: 'w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60',
  /** A second choice beside the main action. */
  secondary: 'rounded-md border border-slate-400 bg-white px-5 py-3 font-semibold text-slate-900 hover:bg-slate-50',
  /** A second choice in a compact place. */
  secondarySmall: 'rounded-md border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-100',
} as const;

/** A text field, a select or a textarea; the caller adds a width only where the field is not the row's. */
export const field = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2';

/** The home page's search fields, in its first screen: a little taller, on the brand's background. */
export const fieldHero = 'mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900';

/** A field's label, above it. */
export const label = 'block text-sm font-semibold text-slate-800';

/** A card or a panel: the caller adds its padding and shadow. */
export const card = 'rounded-xl border border-slate-200 bg-white';

/** A small card inside another (a row of a list, a note in a panel). */
export const cardSmall = 'rounded-lg border border-slate-200 bg-white';
