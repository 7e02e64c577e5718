/**
 * Code that reads as now: no issue or spec section numbers in the code (its history is in git and the docs),
 * and every file a comment names exists (by path, or by name anywhere in the repository).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\n').filter(Boolean);
// Applied migrations are history and never edited; docs may name issues.
const code = tracked.filter((f) => /^(src|functions|scripts|tests)\/.*\.(ts|tsx|astro|cjs|mjs)$|^[^/]+\.(ts|cjs|mjs)$/.test(f));

it('no code names an issue or a spec section by number', () => {
  const found = code.flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .flatMap((line, i) => (/\b[Ii]ssues? \d+\b|\bSPEC \d+/.test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(found).toEqual([]);
});

it('every file a comment names exists', () => {
  const missing: string[] = [];
  for (const f of code) {
    readFileSync(f, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        // A comment: a line that starts one (or goes on one), or ` // ` after code.
        const comment = /^\s*(?:\/\/|\*|\/\*\*?|<!--)(.*)$|\s\/\/\s(.*)$/.exec(line);
        const text = comment?.[1] ?? comment?.[2];
        if (!text) return;
        // A file name (a path, or a bare name); not a glob (`*_jobs.sql`) nor a suffix (`.test.ts`).
        for (const [name] of text.matchAll(/(?<![\w@/.*-])(?:[\w-]+\/)*[\w-][\w.-]*\.(?:tsx?|astro|sql|cjs|mjs)\b/g)) {
          if (/(^|\/)[\w-]+\.d\.ts$/.test(name)) continue;
          if (!tracked.some((t) => t === name || t.endsWith(`/${name}`))) missing.push(`${f}:${i + 1}: ${name}`);
        }
      });
  }
  expect(missing).toEqual([]);
});

it('no code comment carries a benchmark figure (the benchmarks print them; the docs keep them)', () => {
  // What something cost, took or measured, in numbers: a measurement, which goes stale as the code changes.
  // Limits and settings the code uses (16 KB, 5 MB, Slow 4G and 4x CPU) are not figures.
  const figure = /\b(?:costs?|took|measured)\b[^.;]*\d+(?:\.\d+)? ?(?:ms|s|KB|MB|%)\b|\d+(?:\.\d+)?(?:-\d+)? ?ms (?:at|on|of main)\b/;
  const found: string[] = [];
  for (const f of code.filter((c) => !c.startsWith('scripts/bench/'))) {
    readFileSync(f, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        const comment = /^\s*(?:\/\/|\*|\/\*\*?|<!--)(.*)$|\s\/\/\s(.*)$/.exec(line);
        const text = comment?.[1] ?? comment?.[2];
        if (text && figure.test(text)) found.push(`${f}:${i + 1}: ${line.trim()}`);
      });
  }
  expect(found).toEqual([]);
});
