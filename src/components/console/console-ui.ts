/** The console's few class names, in one place. */
export const field = 'mt-1 w-full rounded-md border border-slate-400 bg-white px-3 py-2';
export const label = 'block text-sm font-semibold';
export function button(kind: 'primary' | 'secondary' | 'danger', extra = ''): string {
  const look = {
    primary: 'bg-brand-700 text-white hover:bg-brand-800',
    secondary: 'border border-slate-400 bg-white text-slate-900 hover:bg-slate-50',
    danger: 'bg-red-700 text-white hover:bg-red-800',
  }[kind];
  return `inline-flex min-h-11 items-center justify-center rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60 ${look} ${extra}`;
}
export const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : '–');
