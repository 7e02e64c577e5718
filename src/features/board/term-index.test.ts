import { describe, expect, it } from 'vitest';
import { jobSchema } from '~/domain/job';
import type { JobSummary } from '~/domain/job-summary';
import { toJobSummary } from '~/features/jobs/summaries.server';
import { syntheticSummaries } from '../../../scripts/seed/synthetic-summaries';
import { buildSeedJobs } from '../../../supabase/seed/jobs';
import { decodeIndex, encodeIndex } from './compact-index';
import { indexJob } from './indexed';
import { compileKeywords, isEntry, PT_VOCABULARY, queryTerms } from './keywords';
import { leafRanks, matchTerms, wordPlan, type TermLeaf } from './term-index';
import { buildTermIndex, fieldTerms } from './term-index.server';
import { entrySlug, queryNeeds } from './term-files';

const now = new Date('2026-11-24T12:00:00Z');
/** Texts the tokeniser must read as keywords.ts does: joiners, slashes, a word inside a word, punctuation. */
const tricky: Partial<JobSummary>[] = [
  { job_title: 'OTR/L - Non-Post-Acute Rehab', employer_name: 'Motion Works', description: 'Per-diem, 13-week travel; PT/OT team. Café-based clinic.' },
  {
    job_title: 'Home-Health PT (Out-Patient too)',
    employer_name: 'Acme+Partners',
    description: 'home  health visits, otr/l-certified, pre-op & post-op, c++ ok',
  },
  {
    job_title: 'Physical Therapist',
    employer_name: 'Other Clinic',
    description: 'Our ortho team: orthopaedic, sports medicine, hand therapy (CHT). New grads welcome!',
  },
];
const seed = buildSeedJobs(now).map((j) => toJobSummary(jobSchema.parse(j) as Parameters<typeof toJobSummary>[0]));
const synthetic = syntheticSummaries(700, now);
const jobs: JobSummary[] = [...seed, ...synthetic, ...tricky.map((t, i) => ({ ...synthetic[i]!, ...t, id: `tricky-${i}` }))];

const { index, order } = encodeIndex(jobs, now.getTime());
const built = buildTermIndex(order, order.map(indexJob), index.t);

/** The leaves the browser fetches for a query. */
function leavesFor(q: string): TermLeaf[] {
  const { entries, words } = queryNeeds(queryTerms(q), isEntry);
  return [...entries.map((e) => built.entries.get(e)!), ...wordPlan(words, built.manifest).map((k) => built.words[k]!)];
}

/** What compileKeywords finds over the search text, as rank → score. */
function expected(q: string): Map<number, number> {
  const kw = compileKeywords(q)!;
  const out = new Map<number, number>();
  order.forEach((job, rank) => {
    const e = indexJob(job);
    if (kw.test(e)) out.set(rank, kw.score(e));
  });
  return out;
}

const QUERIES = [
  ...Object.keys(PT_VOCABULARY),
  'ortho',
  'pediatric therapist',
  'ot outpatient',
  'home health pt',
  'per diem travel',
  'post-acute',
  'post-a',
  'non-post',
  'otr/l',
  'otr/l-cert',
  '13-week',
  'acme+partners',
  'motion',
  'mot',
  'oth',
  'therapist',
  'caf',
  'x',
  'th',
  'therapists',
  'therapy',
  'physical therapy jobs',
  'pt jobs',
  'ot-',
  'pt ot',
  'l',
  '13',
  'therap',
  'pre-op',
  'riverbend',
  'nothingmatchesthis',
  'ortho nothingmatchesthis',
];

describe('the term index', () => {
  it.each(QUERIES)('finds and scores what compileKeywords does: %s', (q) => {
    expect(matchTerms(queryTerms(q), isEntry, leavesFor(q))).toEqual(expected(q));
  });

  it('needs a few leaves for a word of one or two letters, a whole word (its own leaf and its compounds)', () => {
    for (const q of ['x', 'th', 'l']) expect(leavesFor(q).length, q).toBeLessThanOrEqual(3);
    expect(expected('th').size).toBeLessThan(expected('thr').size);
  });

  it('reads words, compounds and their tails as keywords.ts reads a word start', () => {
    expect([...fieldTerms('otr/l - non-post-acute, pt/ot')].sort()).toEqual(
      ['otr', 'l', 'non', 'post', 'acute', 'pt', 'ot', 'otr/l', 'non-post-acute', 'post-acute', 'pt/ot'].sort(),
    );
  });

  it("holds in each leaf the compact index of exactly its jobs, and each entry's leaf exists even when empty", () => {
    for (const leaf of [...built.words, ...built.entries.values()]) {
      const ranks = leafRanks(leaf);
      const entries = decodeIndex(leaf.i);
      expect(entries.map((e) => [e.city, e.role, e.salary_min])).toEqual(ranks.map((r) => [order[r]!.city, order[r]!.role, order[r]!.salary_min]));
    }
    expect([...built.entries.keys()].sort()).toEqual(Object.keys(PT_VOCABULARY).sort());
    expect(new Set(Object.keys(PT_VOCABULARY).map(entrySlug)).size).toBe(Object.keys(PT_VOCABULARY).length);
  });
});
