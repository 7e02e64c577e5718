/** The map's fills by shade (0: no jobs ... 4: the busiest), whole class names so Tailwind keeps them. */
export const SHADES = ['fill-slate-200', 'fill-sky-200', 'fill-sky-400', 'fill-brand-600', 'fill-brand-800'] as const;

/** The shade of a count: 0 (none) to 4 (the busiest), by quarter of the busiest place's count. */
export function shade(jobs: number, most: number): number {
  if (jobs <= 0 || most <= 0) return 0;
  return Math.min(4, 1 + Math.floor((jobs / most) * 4 - 1e-9));
}
