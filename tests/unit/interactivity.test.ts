/**
 * One way to make a page interactive: islands hydrate late (no `client:load`), a script that must run as
 * the page is read (`is:inline`) is there only for the first paint or the first tap and says which, and
 * controls take their look from one module (src/components/ui/styles.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? files(join(dir, d.name), ext) : ext.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [join(dir, d.name)] : [],
  );
}
const sources = files('src', /\.(astro|tsx?)$/).map((path) => ({ path, text: readFileSync(path, 'utf8') }));

// Each inline script, and what it cannot wait for.
const INLINE: Record<string, string> = {
  'src/features/board/BoardUrlGate.astro': 'first paint: a shared search hides the unfiltered cards before they show',
  'src/features/board/BoardPrePaint.astro':
    "first paint and first tap: the URL sets the controls, the cards' dates read against today; a change before the board wakes is kept",
  'src/features/my-jobs/components/MyJobsCount.astro': "first paint: the header's count of saved jobs",
  'src/features/applications/components/ApplyEarly.astro': 'first tap: Apply answers at once, before the dialog has loaded',
  'src/components/shell/EarlyTap.astro':
    'first tap: a tap or a form sent before its element\'s script runs is kept, then answered; "Back to Jobs" returns to the board the visitor left',
};

describe('interactivity', () => {
  it('no island hydrates on load: each waits for idle, a view or the visitor (client:intent)', () => {
    expect(sources.filter((f) => /\bclient:load\b/.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  it('an inline script is only where the first paint or the first tap needs it, one per file', () => {
    const inline = sources.filter((f) => /<script\b[^>]*\bis:inline\b/.test(f.text));
    expect(inline.map((f) => f.path).sort()).toEqual(Object.keys(INLINE).sort());
    for (const f of inline) expect(f.text.match(/<script\b[^>]*\bis:inline\b/g), f.path).toHaveLength(1);
    expect(inline.length).toBeLessThanOrEqual(5);
  });

  it('controls take their look from styles.ts: no field, label or card class string of their own', () => {
    const own = [
      /'mt-1 w-full rounded-md border border-slate-[34]00/,
      /["'`]block text-sm font-semibold["'`]/,
      /["'`]rounded-(xl|lg) border border-slate-200 bg-white["' ]/,
    ];
    const offenders = sources.filter((f) => !f.path.endsWith('components/ui/styles.ts') && own.some((re) => re.test(f.text))).map((f) => f.path);
    expect(offenders).toEqual([]);
  });

  it('a custom element is one behaviour: its class or its behaviour() under 40 lines (the logic in modules with their own tests)', () => {
    const long: string[] = [];
    for (const f of sources) {
      for (const m of f.text.matchAll(/class (\w+) extends HTMLElement \{|behaviour(?:<\w+>)?\('([\w-]+)'.*\{\n/g)) {
        let depth = 0;
        let end = m.index;
        for (; end < f.text.length; end++) {
          if (f.text[end] === '{') depth++;
          else if (f.text[end] === '}' && --depth === 0) break;
        }
        const lines = f.text.slice(m.index, end + 1).split('\n').length;
        if (lines >= 40) long.push(`${f.path} ${m[1] ?? m[2]}: ${lines} lines`);
      }
    }
    expect(long).toEqual([]);
  });
});
