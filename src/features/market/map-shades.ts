/** The map's fills by shade (0: no jobs ... 4: the busiest), whole class names so Tailwind keeps them. */
export const SHADES = ['fill-slate-200', 'fill-sky-200', 'fill-sky-400', 'fill-brand-600', 'fill-brand-800'] as const;
