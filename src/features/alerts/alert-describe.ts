/**
 * An alert's search in words, from the board's own filters and labels. No schema library:
 * the board's alert dialog shows it too.
 */
import { US_STATES } from '~/domain/us-states';
import { TERM_FILTERS } from '~/domain/job-terms';
import { JOB_TYPE_LABELS, SCHEDULE_LABELS, SETTING_LABELS, SPECIALTY_LABELS } from '~/domain/job-options';
import { ROLE_SHORT_LABELS } from '~/domain/job-role';
import { EMPTY_FILTERS, filtersFromQuery, type Filters } from '~/features/board/filters';
import { minPayLabel, POSTED_LABELS } from '~/features/board/labels';

/** The board's filters of a stored query. */
export function alertFilters(query: string): Filters {
  return filtersFromQuery(new URLSearchParams(query));
}

export interface DescribeOptions {
  /**
   * Free keywords: `typed` as entered (the person's own dialog), `shown` cleaned for a mail (letters,
   * spaces, hyphens and apostrophes only: no link, no phone number), `hidden` for a mail or page to an
   * address that has not confirmed (anyone can type anyone's address).
   */
  keywords?: 'typed' | 'shown' | 'hidden';
  /**
   * With `hidden`: the board's vocabulary (keywords.ts isEntry). Words of it are the site's own ("pediatric",
   * "home health") and are named; any other word is counted, never repeated ("“pediatric” and 1 more word").
   */
  vocabulary?: (word: string) => boolean;
  /** Names a typed location (the gazetteer's own name); null leaves it unnamed. Default: as typed. */
  place?: (location: string) => string | null;
}

/** Keywords as a mail may show them: letters, spaces, hyphens and apostrophes, at most 60 characters. */
export function displayKeywords(q: string): string {
  return q
    .replace(/[^\p{L}\s'-]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 60)
    .trim();
}

/**
 * The search in words, from validated values only: "PT · Outpatient · $90k+ · near San Diego, CA".
 * Every job when nothing is set.
 */
/** What an alert on every job is called. */
export const ALL_JOBS = 'All physical therapy jobs';

export function describeSearch(f: Filters, options: DescribeOptions = {}): string {
  const parts: string[] = [];
  const set = (key: keyof Filters) => f[key] !== EMPTY_FILTERS[key] && f[key] !== '';
  if (set('role')) parts.push(`${ROLE_SHORT_LABELS[f.role as keyof typeof ROLE_SHORT_LABELS] ?? f.role} jobs`);
  if (set('q')) {
    const keywords = options.keywords ?? 'typed';
    const shown = keywords === 'typed' ? f.q : keywords === 'shown' ? displayKeywords(f.q) : '';
    parts.push(shown ? `“${shown}”` : hiddenKeywords(f.q, options.vocabulary));
  }
  if (set('location')) {
    const name = options.place ? options.place(f.location) : f.location;
    const within = f.radius && f.radius !== EMPTY_FILTERS.radius ? `within ${f.radius} miles of` : 'near';
    parts.push(name ? `${within} ${name}` : `${within} the place you chose`);
  }
  if (set('type')) parts.push(JOB_TYPE_LABELS[f.type as keyof typeof JOB_TYPE_LABELS] ?? f.type);
  if (set('setting')) parts.push(SETTING_LABELS[f.setting as keyof typeof SETTING_LABELS] ?? f.setting);
  if (set('specialty')) parts.push(SPECIALTY_LABELS[f.specialty as keyof typeof SPECIALTY_LABELS] ?? f.specialty);
  if (set('minPay')) parts.push(`${minPayLabel(Number(f.minPay))} a year`);
  if (set('payOnly')) parts.push('pay listed');
  if (set('posted')) parts.push(POSTED_LABELS[f.posted as keyof typeof POSTED_LABELS]?.toLowerCase() ?? '');
  if (set('schedule')) parts.push(SCHEDULE_LABELS[f.schedule as keyof typeof SCHEDULE_LABELS] ?? f.schedule);
  if (set('newGrad')) parts.push('new-grad friendly');
  if (set('bonus')) parts.push('sign-on bonus');
  if (set('licence')) parts.push(`workable with a ${US_STATES[f.licence] ?? f.licence} licence`);
  for (const [key, label] of TERM_FILTERS) if (set(key)) parts.push(label.toLowerCase().replace('pslf', 'PSLF'));
  return parts.length ? parts.join(' · ') : ALL_JOBS;
}

/** Keywords for an address nobody confirmed: the vocabulary's words named, the others only counted. */
function hiddenKeywords(q: string, vocabulary: ((word: string) => boolean) | undefined): string {
  if (!vocabulary) return 'your keywords';
  const words = q
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const known: string[] = [];
  let others = 0;
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]} ${words[i + 1]}`;
    if (i + 1 < words.length && vocabulary(pair)) {
      known.push(pair);
      i++;
    } else if (vocabulary(words[i]!)) known.push(words[i]!);
    else others++;
  }
  const more = others ? `${others} ${known.length ? 'more ' : ''}word${others === 1 ? '' : 's'}` : '';
  if (!known.length) return `your keywords (${more})`;
  return `“${known.join(' ')}”${more ? ` and ${more}` : ''}`;
}
