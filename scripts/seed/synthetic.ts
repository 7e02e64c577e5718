/**
 * Deterministic synthetic jobs for benchmarks (`npm run seed -- --jobs 10000`): realistic spread over
 * real US cities and zip codes, every enum, all salary forms, ~70% with slugs, ~3% inactive, ~3% expired.
 */
import { EXPERIENCE_LEVELS, JOB_TYPES, SETTINGS, SPECIALTIES, type JobInput } from '~/domain/job';
import { deriveRole } from '~/domain/job-role';
import { seedFacts } from '../../supabase/seed/jobs';
import { ANNUAL_FACTOR, type PayUnit } from '~/domain/pay';

const CITIES: [city: string, state: string, zip: string][] = [
  ['San Francisco', 'CA', '94103'],
  ['Los Angeles', 'CA', '90012'],
  ['San Diego', 'CA', '92101'],
  ['San Jose', 'CA', '95113'],
  ['Oakland', 'CA', '94612'],
  ['Sacramento', 'CA', '95814'],
  ['Fresno', 'CA', '93721'],
  ['Palo Alto', 'CA', '94301'],
  ['Mountain View', 'CA', '94041'],
  ['Santa Monica', 'CA', '90401'],
  ['Pasadena', 'CA', '91101'],
  ['Irvine', 'CA', '92618'],
  ['Miami', 'FL', '33130'],
  ['Orlando', 'FL', '32801'],
  ['Tampa', 'FL', '33602'],
  ['Jacksonville', 'FL', '32202'],
  ['New York', 'NY', '10001'],
  ['Buffalo', 'NY', '14202'],
  ['Rochester', 'NY', '14604'],
  ['Albany', 'NY', '12207'],
  ['Houston', 'TX', '77002'],
  ['Dallas', 'TX', '75201'],
  ['Austin', 'TX', '78701'],
  ['San Antonio', 'TX', '78205'],
  ['Fort Worth', 'TX', '76102'],
  ['El Paso', 'TX', '79901'],
  ['Chicago', 'IL', '60601'],
  ['Naperville', 'IL', '60540'],
  ['Springfield', 'IL', '62701'],
  ['Philadelphia', 'PA', '19102'],
  ['Pittsburgh', 'PA', '15222'],
  ['Allentown', 'PA', '18101'],
  ['Columbus', 'OH', '43215'],
  ['Cleveland', 'OH', '44113'],
  ['Cincinnati', 'OH', '45202'],
  ['Atlanta', 'GA', '30303'],
  ['Savannah', 'GA', '31401'],
  ['Augusta', 'GA', '30901'],
  ['Charlotte', 'NC', '28202'],
  ['Raleigh', 'NC', '27601'],
  ['Durham', 'NC', '27701'],
  ['Detroit', 'MI', '48226'],
  ['Grand Rapids', 'MI', '49503'],
  ['Ann Arbor', 'MI', '48104'],
  ['Phoenix', 'AZ', '85004'],
  ['Tucson', 'AZ', '85701'],
  ['Scottsdale', 'AZ', '85251'],
  ['Seattle', 'WA', '98101'],
  ['Spokane', 'WA', '99201'],
  ['Portland', 'OR', '97204'],
  ['Denver', 'CO', '80202'],
  ['Boulder', 'CO', '80302'],
  ['Salt Lake City', 'UT', '84101'],
  ['Las Vegas', 'NV', '89101'],
  ['Boise', 'ID', '83702'],
  ['Minneapolis', 'MN', '55401'],
  ['Milwaukee', 'WI', '53202'],
  ['St. Louis', 'MO', '63101'],
  ['Kansas City', 'MO', '64105'],
  ['Nashville', 'TN', '37203'],
  ['Memphis', 'TN', '38103'],
  ['Louisville', 'KY', '40202'],
  ['Indianapolis', 'IN', '46204'],
  ['Boston', 'MA', '02108'],
  ['Providence', 'RI', '02903'],
  ['Hartford', 'CT', '06103'],
  ['Baltimore', 'MD', '21202'],
  ['Richmond', 'VA', '23219'],
  ['Virginia Beach', 'VA', '23451'],
  ['Birmingham', 'AL', '35203'],
  ['New Orleans', 'LA', '70112'],
  ['Oklahoma City', 'OK', '73102'],
  ['Omaha', 'NE', '68102'],
  ['Albuquerque', 'NM', '87102'],
  ['Honolulu', 'HI', '96813'],
];

const TITLES = [
  'Outpatient Orthopedic Physical Therapist',
  'Physical Therapist Assistant',
  'Home Health Physical Therapist',
  'Acute Care Physical Therapist',
  'Pediatric Physical Therapist',
  'Skilled Nursing Physical Therapist',
  'Sports Medicine Physical Therapist',
  'Neurologic Physical Therapist',
  'Occupational Therapist',
  'Travel Physical Therapist',
  'Pelvic Health Physical Therapist',
  'Hand Therapist',
];
const EMPLOYER_A = ['Summit', 'Riverbend', 'Harbor', 'Cedar', 'Pinnacle', 'Evergreen', 'Lakeside', 'Northstar', 'Keystone', 'Bluebird', 'Granite', 'Meadow'];
const EMPLOYER_B = [
  'Physical Therapy',
  'Rehab Partners',
  'Sports & Spine',
  'Home Health',
  'Therapy Group',
  'Medical Center',
  'Kids Therapy',
  'Movement Clinic',
];
const OPENERS = [
  'Join a clinician-owned practice that protects one-on-one time with every patient.',
  'Our team is growing and we are looking for a therapist who loves mentoring and learning.',
  'Treat a varied caseload with the support of experienced colleagues and a dedicated front desk.',
  'Bring your clinical reasoning to a team that values outcomes over visit counts.',
];
const MIDDLES = [
  'You will evaluate and treat post-operative and chronic conditions, document efficiently and collaborate with referring physicians.',
  'Expect 10-13 patients a day, hour-long evaluations and protected documentation time in the schedule.',
  'Continuing education is funded every year, and a clinical ladder rewards certifications such as OCS, NCS and SCS.',
  'The role includes student supervision, weekly case rounds and a say in the clinic’s program development.',
];
const CLOSERS = [
  'Benefits start on day one and schedules are built around your life.',
  'New graduates receive a structured twelve-week onboarding with a senior mentor.',
  'We offer flexible four-day weeks after your first ninety days.',
  'Relocation assistance is available for the right candidate.',
];

/** mulberry32: small, fast, deterministic (the fuzz layer's requests use it too). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function buildSyntheticJobs(count: number, options: { now: Date; startId: number; seed?: number }): JobInput[] {
  const rand = prng(options.seed ?? 42);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const out: JobInput[] = [];
  const nowMs = options.now.getTime();
  for (let i = 0; i < count; i++) {
    const id = options.startId + i;
    const [city, state, zip] = pick(CITIES);
    const title = pick(TITLES);
    const employer = `${pick(EMPLOYER_A)} ${pick(EMPLOYER_B)}`;
    const postedAt = new Date(nowMs - Math.floor(rand() * 45 * 86_400_000)).toISOString();
    const base = 70000 + Math.floor(rand() * 40) * 1000;
    const form = rand();
    const [min, max] =
      form < 0.7 ? [base, base + 10000 + Math.floor(rand() * 10) * 1000] : form < 0.8 ? [base, null] : form < 0.9 ? [null, base + 15000] : [null, null];
    const jobType = pick(JOB_TYPES);
    const unit: PayUnit = jobType === 'per-diem' ? 'hour' : jobType === 'contract' ? 'week' : 'year';
    const inUnit = (v: number | null) => (v == null ? null : Math.round(v / ANNUAL_FACTOR[unit]));
    const roll = rand();
    const expiresAt =
      roll < 0.03 ? new Date(nowMs - 86_400_000).toISOString() : roll < 0.5 ? null : new Date(new Date(postedAt).getTime() + 60 * 86_400_000).toISOString();
    // Drawn in the order the fields were always drawn, so a seed gives the same jobs as before.
    const slug = rand() < 0.7 ? `${slugify(title)}-${slugify(city)}-${id}` : null;
    const setting = pick(SETTINGS);
    const specialty = rand() < 0.85 ? pick(SPECIALTIES) : null;
    const level = pick(EXPERIENCE_LEVELS);
    out.push({
      id,
      slug,
      job_title: title,
      employer_name: employer,
      city,
      state,
      zip_code: zip,
      job_type: jobType,
      setting,
      specialty,
      experience_level: level,
      salary_min: inUnit(min),
      salary_max: inUnit(max),
      pay_unit: unit,
      role: deriveRole(title),
      ...seedFacts({ setting, type: jobType, level, state, title }, id, false),
      description: `${pick(OPENERS)} ${pick(MIDDLES)} ${pick(MIDDLES)} ${pick(CLOSERS)} Located in ${city}, ${state}.`,
      requirements: 'DPT or MPT degree, Active state license, Current BLS certification',
      benefits: 'Medical and dental insurance, 401(k) match, Paid time off, Continuing education allowance',
      posted_date: postedAt.slice(0, 10),
      posted_at: postedAt,
      expires_at: expiresAt,
      // As the seed: most employers have confirmed since posting (0-11 days after), every fourth never.
      confirmed_at: id % 4 === 0 ? null : new Date(Math.min(nowMs, Date.parse(postedAt) + (id % 12) * 86_400_000)).toISOString(),
      company_website: `https://${slugify(employer)}.example`,
      employer_website: null,
      eeo_statement: rand() < 0.1 ? 'No EEO Statement' : 'We are an equal opportunity employer.',
      compliance_attestation: true,
      created_at: postedAt,
      updated_at: postedAt,
      is_active: rand() >= 0.03,
      contact_email: `contact-${id}@leakcheck.example`,
      contact_phone: `555-0100-${id}`,
      contact_name: `Leakcheck Contact ${id}`,
      application_email: `apply-${id}@leakcheck.example`,
      phone_number: `555-0199-${id}`,
    });
  }
  return out;
}
