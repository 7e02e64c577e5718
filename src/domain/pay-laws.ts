/**
 * Where the law requires a pay range in a job posting: each state and city with such a law, the date it
 * took effect, the employers it covers, what a posting must carry, and the source read (checked against the
 * statute or the state's guidance on the date given). The board does not know an employer's headcount, so
 * it asks every posting in a covered place for its range: stricter than some laws for small employers,
 * never looser. Pure data and one lookup; the intake and the staff console apply it.
 */
export interface PayLaw {
  id: string;
  /** The state, and the city when the law is a city's. */
  state: string;
  city?: string;
  /** The law, as a posting's refusal names it. */
  name: string;
  /** The first day postings must comply (YYYY-MM-DD). */
  effective: string;
  /** The smallest employer it covers (employees). */
  minEmployees: number;
  /** What a posting must carry beyond the range. */
  also: ('benefits' | 'bonuses')[];
  source: string;
  /** The day the row was last read against its source (YYYY-MM-DD). */
  checked: string;
  /** What could not be confirmed from the source, said plainly; absent when the row is confirmed. */
  unconfirmed?: string;
}

/** When the list was last brought up to date (each row has its own `checked`). */
export const PAY_LAWS_CHECKED = '2026-11-27';
const EARLIER = '2026-11-26';
const TODAY = '2026-11-27';

export const PAY_LAWS: readonly PayLaw[] = [
  {
    id: 'co',
    state: 'CO',
    name: "Colorado's Equal Pay for Equal Work Act",
    effective: '2021-01-01',
    minEmployees: 1,
    also: ['benefits'],
    checked: EARLIER,
    source: 'https://cdle.colorado.gov/dlss/labor-laws-by-topic/equal-pay-for-equal-work-act',
  },
  {
    id: 'ca',
    state: 'CA',
    name: 'California Labor Code section 432.3 (SB 1162)',
    effective: '2023-01-01',
    minEmployees: 15,
    also: [],
    checked: EARLIER,
    source: 'https://www.dir.ca.gov/dlse/California-Equal-Pay-Act-FAQs.htm',
  },
  {
    id: 'wa',
    state: 'WA',
    name: 'Washington RCW 49.58.110',
    effective: '2023-01-01',
    minEmployees: 15,
    also: ['benefits'],
    checked: EARLIER,
    source: 'https://lni.wa.gov/workers-rights/workplace-policies/equal-pay-opportunities-act',
  },
  {
    id: 'ny',
    state: 'NY',
    name: 'New York Labor Law section 194-b',
    effective: '2023-09-17',
    minEmployees: 4,
    also: [],
    checked: EARLIER,
    source: 'https://dol.ny.gov/pay-transparency',
  },
  {
    id: 'nyc',
    state: 'NY',
    city: 'New York',
    name: 'New York City Human Rights Law, Admin. Code 8-107(32)',
    effective: '2022-11-01',
    minEmployees: 4,
    also: [],
    checked: EARLIER,
    source: 'https://www.nyc.gov/site/cchr/media/pay-transparency.page',
  },
  {
    id: 'jersey-city',
    state: 'NJ',
    city: 'Jersey City',
    name: 'Jersey City Municipal Code 148-4.1 (Ordinance 22-045)',
    effective: '2022-04-11',
    minEmployees: 5,
    also: ['benefits'],
    checked: EARLIER,
    source: 'https://jerseycitynj.gov/cms/One.aspx?pageId=19762610&portalId=6189744',
  },
  {
    id: 'hi',
    state: 'HI',
    name: 'Hawaii Revised Statutes section 378-2.4 (SB 1057)',
    effective: '2024-01-01',
    minEmployees: 50,
    also: [],
    checked: EARLIER,
    source: 'https://labor.hawaii.gov/ocs/',
  },
  {
    id: 'dc',
    state: 'DC',
    name: "DC's Wage Transparency Omnibus Amendment Act of 2023",
    effective: '2024-06-30',
    minEmployees: 1,
    also: ['benefits'],
    checked: EARLIER,
    source: 'https://does.dc.gov/',
  },
  {
    id: 'md',
    state: 'MD',
    name: 'Maryland Labor and Employment Code section 3-304.2',
    effective: '2024-10-01',
    minEmployees: 1,
    also: ['benefits'],
    checked: EARLIER,
    source: 'https://www.labor.maryland.gov/labor/wages/',
  },
  {
    id: 'il',
    state: 'IL',
    name: 'Illinois Equal Pay Act, 820 ILCS 112/10(b-25)',
    effective: '2025-01-01',
    minEmployees: 15,
    also: ['benefits', 'bonuses'],
    checked: EARLIER,
    source: 'https://labor.illinois.gov/laws-rules/conmed/equal-pay-act.html',
  },
  {
    id: 'mn',
    state: 'MN',
    name: 'Minnesota Statutes section 181.173',
    effective: '2025-01-01',
    minEmployees: 30,
    also: ['benefits'],
    checked: EARLIER,
    source: 'https://www.dli.mn.gov/business/employment-practices/pay-transparency',
  },
  {
    id: 'nj',
    state: 'NJ',
    name: "New Jersey's pay transparency law (P.L. 2024, c. 91)",
    effective: '2025-06-01',
    minEmployees: 10,
    also: ['benefits'],
    checked: EARLIER,
    source: 'https://www.nj.gov/labor/',
  },
  {
    id: 'vt',
    state: 'VT',
    name: 'Vermont 21 V.S.A. section 495o',
    effective: '2025-07-01',
    minEmployees: 5,
    also: [],
    checked: EARLIER,
    source: 'https://legislature.vermont.gov/statutes/section/21/005/00495o',
  },
  {
    id: 'ma',
    state: 'MA',
    name: "Massachusetts' Act relative to salary range transparency (M.G.L. c. 149, s. 105E)",
    effective: '2025-10-29',
    minEmployees: 25,
    also: [],
    checked: EARLIER,
    source: 'https://www.mass.gov/info-details/massachusetts-pay-transparency-law',
  },
  {
    id: 'cleveland',
    state: 'OH',
    city: 'Cleveland',
    name: 'Cleveland Codified Ordinances chapter 669 (Ordinance No. 104-2025)',
    effective: '2025-10-27',
    minEmployees: 15,
    also: [],
    checked: TODAY,
    source: 'https://www.shrm.org/in/topics-tools/employment-law-compliance/cleveland-to-prohibit-salary-inquiries-require-salary-ranges',
  },
  {
    id: 'columbus',
    state: 'OH',
    city: 'Columbus',
    name: 'Columbus City Code chapter 2335 (Ordinance 2898-2025)',
    // In force on 3 December 2025; the city enforces it from 1 January 2027. The board asks from the first day.
    effective: '2025-12-03',
    minEmployees: 15,
    also: [],
    checked: TODAY,
    source: 'https://ogletree.com/insights-resources/blog-posts/columbus-ohio-enacts-new-pay-transparency-ordinance-requiring-salary-ranges-in-job-postings',
  },
  {
    id: 'va',
    state: 'VA',
    name: 'Virginia Code section 40.1-28.7:12 (SB 215 / HB 636, 2026)',
    effective: '2026-07-01',
    minEmployees: 1,
    also: [],
    checked: TODAY,
    source: 'https://virginiabusiness.com/virginia-pay-transparency-law-requires-salary-ranges/',
    unconfirmed: "The section number: one firm's summary cites 40.1-28.7:10, another 40.1-28.7:12; the Code of Virginia itself was not read here.",
  },
  {
    id: 'me',
    state: 'ME',
    name: "Maine's Act to Require Employers to Disclose Pay Ranges (LD 54, H.P. 18)",
    effective: '2025-10-01',
    minEmployees: 10,
    also: [],
    checked: TODAY,
    source: 'https://legislature.maine.gov/legis/bills/bills_132nd/fiscalnotes/FN005401.htm',
    unconfirmed:
      "The first day: the act, signed 24 April 2025, takes effect 90 days after the session adjourned; the Legislature's fiscal note assumed 1 October 2025, used here. The exact day was not confirmed (it matters only for postings dated in autumn 2025).",
  },
  {
    id: 'de',
    state: 'DE',
    name: 'Delaware HB 105 (pay transparency, 2025)',
    effective: '2027-09-26',
    minEmployees: 26,
    also: ['benefits'],
    checked: TODAY,
    source: 'https://www.morganlewis.com/pubs/2025/10/delaware-passes-pay-transparency-law-implications-for-covered-employers',
  },
];

const fold = (s: string) =>
  s
    .trim()
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ');

/** The law that asks a posting in this place for a pay range on this day: the city's, else the state's; null where none does. */
export function payLawFor(place: { state: string; city: string }, on: Date): PayLaw | null {
  const day = on.toISOString().slice(0, 10);
  const inForce = PAY_LAWS.filter((l) => l.state === place.state && l.effective <= day);
  return inForce.find((l) => l.city && fold(l.city) === fold(place.city)) ?? inForce.find((l) => !l.city) ?? null;
}

/** A posting states a pay range: both ends (one wage is a range of one). */
export const hasPayRange = (job: { salary_min: number | null | undefined; salary_max: number | null | undefined }) =>
  job.salary_min != null && job.salary_max != null;

/** The refusal's words: which law, where, since when, and what to send. */
export function payLawRefusal(law: PayLaw): string {
  const where = law.city ? `${law.city}, ${law.state}` : law.state;
  const also = law.also.length ? ` and describe the ${law.also.join(' and ')}` : '';
  return `${law.name} requires a pay range in job postings in ${where} since ${law.effective}: send salary_min and salary_max${also}`;
}
