/**
 * Keywords as words. A query is split into words; each word, or a known two-word phrase, must
 * match at the start of a word of the job's title, employer or description ("ortho" finds "Orthopedic",
 * "OT" no longer finds "Motion"). Words PTs abbreviate expand to what they mean (PT_VOCABULARY): "OT"
 * also finds "occupational therapist" and every job whose role is OT, "SNF" the skilled-nursing setting.
 * An abbreviation matches as a whole word only ("ot" is not "other"), and so does any word of one or two
 * letters ("a" is not every word that starts with a); other words match as prefixes.
 *
 * With a keyword, results can be ranked by how well they match: a word in the title counts 3, in the
 * employer 2, in the structured facts (role, setting, type, specialty) 2, in the description 1; a job's
 * score is the sum over the query's words of the best of these. Pure: the board (browser) and job alerts
 * (server) share it.
 */
import type { Indexed } from './indexed';
import { SHORT_WORD, splitQuery } from './term-files';

export type Facts = (e: Indexed) => boolean;

interface Meaning {
  /** What else the word is written as in a posting. Short ones (abbreviations) match as whole words. */
  also: string[];
  /** The structured facts that mean the same. */
  facts?: Facts;
}

/** A fact the entry has: one value of a single-valued field, or one of a specialty list. */
const fact =
  (field: 'role' | 'setting' | 'type') =>
  (value: string): Facts =>
  (e) =>
    e[field] === value;
const [role, setting, type] = [fact('role'), fact('setting'), fact('type')];
const specialty =
  (s: string): Facts =>
  (e) =>
    e.specialty.includes(s);
const either =
  (...tests: Facts[]): Facts =>
  (e) =>
    tests.some((t) => t(e));

/** PT vocabulary and abbreviations (keys are lower case; a key with a space is a phrase). */
export const PT_VOCABULARY: Record<string, Meaning> = {
  pt: { also: ['physical therapist', 'physical therapy', 'dpt'], facts: role('pt') },
  dpt: { also: ['doctor of physical therapy'], facts: role('pt') },
  pta: { also: ['physical therapist assistant', 'physical therapy assistant'], facts: role('pta') },
  ot: { also: ['otr', 'otr/l', 'occupational therapist', 'occupational therapy'], facts: role('ot') },
  otr: { also: ['ot', 'occupational therapist'], facts: role('ot') },
  cota: { also: ['ota', 'occupational therapy assistant', 'occupational therapist assistant'], facts: role('cota') },
  ota: { also: ['cota', 'occupational therapy assistant'], facts: role('cota') },
  snf: { also: ['skilled nursing', 'nursing home', 'post-acute', 'subacute'], facts: setting('skilled-nursing') },
  'skilled nursing': { also: ['snf', 'nursing home'], facts: setting('skilled-nursing') },
  op: { also: ['outpatient', 'out-patient'], facts: setting('outpatient') },
  outpatient: { also: ['op', 'out-patient', 'clinic'], facts: setting('outpatient') },
  inpatient: { also: ['ip', 'inpatient rehab', 'irf'], facts: setting('inpatient') },
  acute: { also: ['acute care', 'hospital'], facts: setting('acute-care') },
  'acute care': { also: ['acute', 'hospital'], facts: setting('acute-care') },
  hospital: { also: ['acute care', 'medical center'], facts: either(setting('acute-care'), setting('inpatient')) },
  peds: { also: ['pediatric', 'pediatrics', 'paediatric', 'children', 'school-based'], facts: either(setting('pediatric'), specialty('pediatric')) },
  pediatric: { also: ['peds', 'pediatrics', 'paediatric', 'children'], facts: either(setting('pediatric'), specialty('pediatric')) },
  ortho: { also: ['orthopedic', 'orthopaedic', 'orthopedics', 'musculoskeletal', 'msk'], facts: specialty('orthopedic') },
  orthopedic: { also: ['ortho', 'orthopaedic', 'musculoskeletal'], facts: specialty('orthopedic') },
  neuro: { also: ['neurologic', 'neurological', 'neurology', 'stroke'], facts: specialty('neurology') },
  neurology: { also: ['neuro', 'neurologic', 'neurological', 'stroke'], facts: specialty('neurology') },
  geri: { also: ['geriatric', 'geriatrics', 'older adults'], facts: specialty('geriatric') },
  geriatric: { also: ['geri', 'geriatrics', 'older adults'], facts: specialty('geriatric') },
  sports: { also: ['sports medicine', 'athletes'], facts: specialty('sports-medicine') },
  cardio: { also: ['cardiopulmonary', 'cardiac', 'pulmonary'], facts: specialty('cardiopulmonary') },
  hand: { also: ['hand therapy', 'cht', 'upper extremity'], facts: specialty('hand-therapy') },
  'home health': { also: ['home care', 'home-based', 'hh'], facts: setting('home-health') },
  hh: { also: ['home health', 'home care'], facts: setting('home-health') },
  'home care': { also: ['home health'], facts: setting('home-health') },
  telehealth: { also: ['remote', 'virtual', 'telemedicine'], facts: setting('remote') },
  remote: { also: ['telehealth', 'virtual'], facts: setting('remote') },
  travel: { also: ['traveling', 'traveler', 'travelling', 'locum', 'locums', '13-week', '13 week'] },
  locum: { also: ['locums', 'travel', '13-week'] },
  'per diem': { also: ['per-diem', 'prn'], facts: type('per-diem') },
  prn: { also: ['per diem', 'per-diem'], facts: type('per-diem') },
  'part time': { also: ['part-time'], facts: type('part-time') },
  'full time': { also: ['full-time'], facts: type('full-time') },
  contract: { also: ['contractor', '1099'], facts: type('contract') },
  'new grad': { also: ['new graduate', 'new grads', 'residency', 'mentorship'], facts: (e) => e.newGrad },
  residency: { also: ['fellowship', 'new grad'] },
};

/** Abbreviations and other short words match only as whole words: "ot" must not find "other". */
const WHOLE_WORD_MAX = 4;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a term is one of the vocabulary's entries. */
export const isEntry = (term: string) => Object.hasOwn(PT_VOCABULARY, term);

/** The query's words and known phrases, in order (term-files.ts splitQuery, with this vocabulary). */
export function queryTerms(q: string): string[] {
  return splitQuery(q, isEntry);
}

/** One way a query term is written in a posting: `whole` ones (abbreviations) must end where a word ends. */
export interface Form {
  text: string;
  whole: boolean;
}

/** What a query term means: the forms its text may take, and the structured facts that mean the same. */
function meaningOf(term: string): { forms: Form[]; facts: Facts | undefined } {
  const meaning = isEntry(term) ? PT_VOCABULARY[term] : undefined;
  // A known abbreviation is a whole word ("ot" is not "other"); any other word also finds the words it
  // begins ("pedi", "orth", "therapist" in "therapists").
  // A word of a letter or two (SHORT_WORD) is a whole word too: as a start it would match nearly every job.
  const forms = [term, ...(meaning?.also ?? [])].map((text) => ({
    text,
    whole: (meaning !== undefined && text.length <= WHOLE_WORD_MAX) || text.length <= SHORT_WORD,
  }));
  return { forms, facts: meaning?.facts };
}

/** The pattern of a form: at the start of a word, spaces as any run of spaces or hyphens. */
function formPattern(form: Form): string {
  return `(?:^|[^a-z0-9])${escape(form.text).replace(/ /g, '[\\s-]+')}${form.whole ? '(?![a-z0-9])' : ''}`;
}

/** A query term compiled: the pattern of its forms, and its facts. */
export interface TermMatcher {
  re: RegExp;
  facts: Facts | undefined;
}

/** A query term compiled (the term index's build uses it for each vocabulary entry too). */
export function compileTerm(term: string): TermMatcher {
  const { forms, facts } = meaningOf(term);
  return { re: new RegExp(forms.map(formPattern).join('|')), facts };
}

export interface Keywords {
  /** Every word (or its meaning) is in the job's text or facts. */
  test: (e: Indexed) => boolean;
  /** How well the job matches: higher is better (see the module comment). */
  score: (e: Indexed) => number;
}

/** The query compiled once per search, or null for an empty one. */
export function compileKeywords(q: string): Keywords | null {
  const groups = queryTerms(q).map(compileTerm);
  if (groups.length === 0) return null;
  return {
    test: (e) => e.hay !== null && groups.every((g) => g.re.test(e.hay!) || (g.facts?.(e) ?? false)),
    score: (e) => {
      const [title = '', employer = '', description = ''] = e.hay?.split('\u0000') ?? [];
      let total = 0;
      for (const g of groups) {
        total += g.re.test(title) ? 3 : g.re.test(employer) || g.facts?.(e) ? 2 : g.re.test(description) ? 1 : 0;
      }
      return total;
    },
  };
}
