/**
 * Counts read right on every built page: each number beside a noun agrees with it ("1 job", "2 jobs",
 * never "1 jobs"), in the text, the title and the description; and the market pages' counts, which follow
 * jobs that expire after the build, read right when each of them comes to 1.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { builtPages } from './support/dist';

/** Nouns the site counts, singular and plural. */
const NOUNS: [string, string][] = [
  ['job', 'jobs'],
  ['position', 'positions'],
  ['opening', 'openings'],
  ['application', 'applications'],
  ['view', 'views'],
  ['save', 'saves'],
  ['report', 'reports'],
  ['visitor', 'visitors'],
  ['day', 'days'],
  ['mile', 'miles'],
  ['employer', 'employers'],
  ['listing', 'listings'],
  ['result', 'results'],
];
const ADJECTIVES = '(?:open|active|new|physical therapy|saved|listed|PT|different)';
// A noun that names another ("3 job postings", "5 job boards") is not the counted word.
const COMPOUND = '(?![ -](?:postings?|boards?|titles?|seekers?|alerts?|pages?|ads?|descriptions?|offers?|types?|fairs?))';
const pattern = new RegExp(`(?<![\\d.,$])(\\d[\\d,]*)\\s+(?:${ADJECTIVES}\\s+)?(${NOUNS.flat().join('|')})\\b${COMPOUND}`, 'g');

/** Where a number and its noun disagree in this text. */
function disagreements(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(pattern)) {
    const n = Number(m[1]!.replace(/,/g, ''));
    const [one, many] = NOUNS.find(([a, b]) => a === m[2] || b === m[2])!;
    if ((n === 1 && m[2] !== one) || (n !== 1 && m[2] !== many)) out.push(m[0]);
  }
  return out;
}

/** A page's words as read: text with tags removed (adjacent elements join, as a screen reader reads them), and its title and description. */
function words(html: string): string {
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ');
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
  return `${body} ${description}`;
}

test('every count on every built page agrees with its noun', () => {
  const problems: string[] = [];
  for (const [path, file] of builtPages()) for (const d of disagreements(words(readFileSync(file, 'utf8')))) problems.push(`${path}: "${d}"`);
  expect(problems).toEqual([]);
  // The rule can fail: it finds these.
  expect(disagreements('Inpatient 1 jobs · 2 open position · 1 active job')).toEqual(['1 jobs', '2 open position']);
});

/** Brings each count a market page keeps current down to 1, as jobs expiring after the build would. */
async function countsAtOne(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const fire = (jobs: { id: string; setting: string }[]) => document.dispatchEvent(new CustomEvent('market-jobs:hidden', { detail: { jobs } }));
    await Promise.all(['job-count', 'market-charts'].filter((n) => document.querySelector(n)).map((n) => customElements.whenDefined(n)));
    const read: string[] = [];
    // The counts of jobs: all but one hidden.
    const total = Number(document.querySelector<HTMLElement>('job-count')?.dataset.jobCount ?? 0);
    fire(Array.from({ length: Math.max(0, total - 1) }, (_, i) => ({ id: `x${i}`, setting: '-' })));
    for (const el of document.querySelectorAll('job-count')) read.push(el.parentElement!.textContent ?? '');
    // Each chart row: all but one of its setting hidden.
    const rows = [...document.querySelectorAll<HTMLElement>('[data-setting-row]')];
    fire(rows.flatMap((r) => Array.from({ length: Number(r.dataset.count) - 1 }, (_, i) => ({ id: `y${i}`, setting: r.dataset.setting ?? '' }))));
    for (const r of rows) read.push(r.textContent ?? '');
    return read.join(' · ').replace(/\s+/g, ' ');
  });
}

test('the market pages read right when each count comes to 1', async ({ page }) => {
  for (const path of ['/jobs/california', '/jobs/texas', '/physical-therapy-jobs/atlanta', '/physical-therapy-jobs/los-angeles']) {
    await page.goto(path);
    const text = await countsAtOne(page);
    expect(text, path).toMatch(/\b1 (open position|active job|job)\b/);
    expect(disagreements(text), `${path}: ${text}`).toEqual([]);
  }
});
