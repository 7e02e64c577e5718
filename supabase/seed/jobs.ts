/**
 * The curated seed: realistic PT, PTA and OT jobs that exercise every rule of the spec, built from the rows in
 * job-rows.ts.
 * Dates are relative to `now`, so a freshly created database always shows recent jobs.
 *
 * Coverage (asserted in scripts/seed/curated-jobs.test.ts): all 10 state pages and 12 city pages have jobs; LA-area
 * cities, real ZIPs on both sides of the LA rule (Lancaster, Orange and Riverside are outside it; the
 * exact edges 90000/90001/91999/92000 are unit-tested in market.test.ts), a Los Angeles job with no zip; Bay Area cities;
 * every job type, setting, specialty and experience level; all four salary forms; recruiting-partner
 * jobs; inactive and expired jobs; jobs with and without slugs; 'No EEO Statement'; contact fields
 * with distinctive values (CONTACT_LEAK_MARKERS) so a leak into the build can be found by search.
 */
import { PT_COMPACT_ACTIVE } from '~/domain/pt-compact';
import type { JobInput } from '~/domain/job';
import { deriveRole } from '~/domain/job-role';
import { ANNUAL_FACTOR, type PayUnit } from '~/domain/pay';
import { BEN, EEO, P, REQ, rows } from './job-rows';

/** Substrings that identify every seeded contact value; none may appear in built output. */
export const CONTACT_LEAK_MARKERS = ['leakcheck.example', 'Leakcheck Contact', '555-0100-', '555-0199-'] as const;

function isoDaysAgo(now: Date, days: number, hour = 14): string {
  const d = new Date(now.getTime() - days * 86_400_000);
  d.setUTCHours(hour, (days * 7) % 60, 0, 0);
  return d.toISOString();
}

/** The facts a description states in so many words: "45-minute visits", "a $3,000 sign-on bonus". */
export function statedFacts(description: string): { visitMinutes: number | null; signOnBonus: number | null; documentationPaid: boolean | null } {
  const visit = /(\d{2,3})-minute (?:[a-z-]+ )*visits?/i.exec(description);
  const bonus = /\$(\d{1,3}(?:,\d{3})*) sign-on bonus/i.exec(description);
  return {
    visitMinutes: visit ? Number(visit[1]) : null,
    signOnBonus: bonus ? Number(bonus[1]!.replace(/,/g, '')) : null,
    // "Dedicated documentation time" is time on the clock.
    documentationPaid: /dedicated documentation time|paid documentation time/i.test(description) ? true : null,
  };
}

/** The PT Compact's active members (src/domain/pt-compact.ts): a job there may take compact privileges. */
const COMPACT = new Set(PT_COMPACT_ACTIVE);

/**
 * The facts PTs compare, in a realistic mix by setting and level, with gaps: not every employer states
 * every fact (issue 17).
 */
export function seedFacts(
  r: { setting: string; type: string; level: string | null; state: string; title?: string; description?: string },
  id: number,
  isTravel: boolean,
) {
  const clinic = r.setting === 'outpatient' || r.setting === 'pediatric';
  // What the description says wins over the mix: a job's facts never contradict its own text.
  const said = statedFacts(r.description ?? '');
  const home = r.setting === 'home-health';
  const facility = r.setting === 'skilled-nursing' || r.setting === 'inpatient' || r.setting === 'acute-care';
  const contract = r.type === 'contract' || isTravel;
  return {
    sign_on_bonus: said.signOnBonus ?? (id % 4 === 0 ? (id % 8 === 0 ? 10000 : 5000) : null),
    ceu_allowance: id % 3 === 0 ? null : 1000 + (id % 3) * 500,
    loan_repayment: id % 9 === 0 ? 15000 : null,
    schedule: r.type === 'per-diem' ? 'prn,weekends' : id % 5 === 0 ? '4x10' : id % 7 === 0 ? 'days,evenings' : id % 2 ? 'days' : null,
    patients_per_hour: clinic && id % 6 !== 0 ? [2, 2.5, 3][id % 3]! : null,
    visit_minutes: said.visitMinutes ?? (clinic ? (id % 2 ? 60 : 45) : home ? 45 : null),
    eval_minutes: clinic || home ? (id % 4 === 0 ? null : 60) : null,
    productivity_percent: facility && id % 5 !== 0 ? 80 + (id % 3) * 5 : null,
    visits_per_day: home ? 5 + (id % 2) : null,
    new_grad: r.level === 'entry' ? (id % 2 ? 'residency' : 'structured') : r.level === 'senior' ? 'none' : id % 3 === 0 ? null : 'informal',
    // The PT Compact concerns PTs and PTAs; an OT or COTA job says nothing of it.
    accepts_pt_compact: ['ot', 'cota'].includes(deriveRole(r.title ?? ''))
      ? null
      : COMPACT.has(r.state)
        ? true
        : r.state === 'CA' || r.state === 'NY'
          ? false
          : null,
    contract_weeks: contract ? 13 : null,
    guaranteed_hours: contract ? (id % 2 ? 36 : 32) : null,
    ...seedTerms(r, id, said, { clinic, home, facility }),
  } as const;
}

/** States where an employee's non-compete is void (California, North Dakota): none is ever stated there. */
const NONCOMPETE_VOID = new Set(['CA', 'ND']);

/** The contract terms, in a realistic mix with gaps; what the description says wins. */
function seedTerms(
  r: { state: string; level: string | null; setting: string },
  id: number,
  said: ReturnType<typeof statedFacts>,
  kind: { clinic: boolean; home: boolean; facility: boolean },
) {
  const bonus = said.signOnBonus ?? (id % 4 === 0 ? 1 : 0);
  const noncompete = id % 7 === 6 ? null : NONCOMPETE_VOID.has(r.state) || id % 3 !== 0 ? [0, 0] : id % 2 ? [15, 12] : [10, 24];
  return {
    noncompete_miles: noncompete?.[0] ?? null,
    noncompete_months: noncompete?.[1] ?? null,
    // Only a job with a bonus states a clawback: most repay within 12 months, some pro-rated, a few none.
    clawback_months: bonus ? (id % 5 === 0 ? 0 : id % 3 === 0 ? 24 : 12) : null,
    clawback_prorated: bonus && id % 5 !== 0 ? id % 2 === 0 : null,
    documentation_paid: said.documentationPaid ?? (id % 6 === 5 ? null : kind.home ? id % 3 === 0 : id % 4 !== 3),
    units_per_hour: kind.clinic && id % 4 !== 1 ? [4, 4.5, 5][id % 3]! : null,
    employer_type:
      id % 8 === 7
        ? null
        : kind.facility
          ? id % 5 === 0
            ? 'government'
            : id % 2
              ? 'nonprofit'
              : 'for_profit'
          : r.setting === 'pediatric' && id % 2
            ? 'nonprofit'
            : 'for_profit',
    mentorship_hours: r.level === 'entry' ? 2 + (id % 3) : r.level === 'senior' ? 0 : id % 4 === 0 ? 1 : null,
  } as const;
}

/** The curated seed, ids 1..N, dates relative to `now`. */
export function buildSeedJobs(now: Date): JobInput[] {
  return rows.map((r, index): JobInput => {
    const id = index + 1;
    const postedAt = isoDaysAgo(now, r.age, 9 + (id % 9));
    const partner = r.employer === P;
    const isPta = /assistant|\bpta\b/i.test(r.title);
    const isOt = /occupational|\bot\b/i.test(r.title);
    const isTravel = /travel/i.test(r.title);
    // A realistic mix of pay units: per-diem pay by the hour, travel by the week, some home health by the visit.
    // A job whose description says it is salaried is paid by the year, never by the visit.
    const perVisit = r.setting === 'home-health' && id % 2 === 0 && !/\bsalaried\b/i.test(r.description ?? '');
    const unit: PayUnit = r.type === 'per-diem' ? 'hour' : isTravel ? 'week' : perVisit ? 'visit' : 'year';
    const inUnit = (v: number | null) => (v == null ? null : Math.round(v / ANNUAL_FACTOR[unit]));
    const domain = r.employer.toLowerCase().replace(/[^a-z0-9]+/g, '');
    const defaultBenefits = r.type === 'per-diem' ? BEN.diem : r.type === 'part-time' ? BEN.part : isTravel ? BEN.travel : BEN.full;
    const expiresAt =
      r.expiresIn !== undefined
        ? new Date(now.getTime() + r.expiresIn * 86_400_000).toISOString()
        : index % 3 === 0
          ? null
          : new Date(new Date(postedAt).getTime() + 60 * 86_400_000).toISOString();
    return {
      id,
      slug: r.slug ?? null,
      job_title: r.title,
      employer_name: r.employer,
      city: r.city,
      state: r.state,
      zip_code: r.zip,
      job_type: r.type,
      setting: r.setting,
      specialty: r.specialty,
      experience_level: r.level,
      salary_min: inUnit(r.min),
      salary_max: inUnit(r.max),
      pay_unit: unit,
      role: deriveRole(r.title),
      ...seedFacts(r, id, isTravel),
      description: r.description ?? '',
      requirements: r.requirements ?? (isTravel ? REQ.travel : isOt ? REQ.ot : isPta ? REQ.pta : REQ.pt),
      benefits: r.benefits ?? defaultBenefits,
      posted_date: postedAt.slice(0, 10),
      posted_at: postedAt,
      expires_at: expiresAt,
      company_website: partner ? null : `https://${domain}.example`,
      employer_website: partner ? null : index % 4 === 0 ? `https://careers.${domain}.example` : null,
      eeo_statement: r.eeo !== undefined ? r.eeo : index % 5 === 4 ? null : EEO,
      compliance_attestation: index % 7 !== 6,
      created_at: postedAt,
      updated_at: new Date(new Date(postedAt).getTime() + (id % 3) * 3_600_000).toISOString(),
      is_active: !r.inactive,
      // Every seeded employer is verified with a licence of record (the import verifies it): the database
      // lets only a verified employer's listing go live, and the board's promise is the badge.
      employer_verified: true,
      // Most employers have confirmed their job is still open at some point since posting.
      confirmed_at: r.inactive || id % 4 === 0 ? null : new Date(Math.min(now.getTime(), Date.parse(postedAt) + (id % 12) * 86_400_000)).toISOString(),
      contact_email: `contact-${id}@leakcheck.example`,
      contact_phone: `555-0100-${String(id).padStart(4, '0')}`,
      contact_name: `Leakcheck Contact ${id}`,
      application_email: r.noApplicationEmail || id % 11 === 0 ? null : `apply-${id}@leakcheck.example`,
      phone_number: `555-0199-${String(id).padStart(4, '0')}`,
    };
  });
}
