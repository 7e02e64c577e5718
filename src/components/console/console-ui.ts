/**
 * The console's controls: the site's styles (src/components/ui/styles.ts), the buttons in their compact
 * form at a finger's height, plus a destructive action. `when` writes a time as staff read it.
 */
import { button as site } from '~/components/ui/styles';

export { field, label } from '~/components/ui/styles';

// The console's one look the site has no use for. Kept here, not in styles.ts: the board's islands share
// that module, and their script budget would carry it.
const danger = 'rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60';

export function button(kind: 'primary' | 'secondary' | 'danger', extra = ''): string {
  const look = kind === 'primary' ? site.primarySmall : kind === 'secondary' ? site.secondarySmall : danger;
  return `inline-flex min-h-11 items-center justify-center text-sm ${look} ${extra}`;
}
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '–');
