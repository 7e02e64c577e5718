/**
 * The job row (SPEC section 3, table `jobs`) and the lists derived from it.
 * The same schema validates database rows from either backend and the seed.
 */
import { z } from 'zod';

import { US_STATES } from './us-states';
import { EMPLOYER_TYPES, EXPERIENCE_LEVELS, JOB_TYPES, NEW_GRAD, SCHEDULES, SETTINGS } from './job-options';
import { ROLES } from './job-role';
import { PAY_UNITS } from './pay';

export * from './job-options';

/** Columns that only signed-in users may read; blanked or absent for everyone else. */
export const CONTACT_COLUMNS = ['contact_email', 'contact_phone', 'contact_name', 'application_email', 'phone_number'] as const;

/** The optional facts PTs compare: pay extras, schedule, workload, new-grad support, licensure, contract terms. */
const FACT_COLUMNS = [
  'sign_on_bonus',
  'ceu_allowance',
  'loan_repayment',
  'schedule',
  'patients_per_hour',
  'visit_minutes',
  'eval_minutes',
  'productivity_percent',
  'visits_per_day',
  'new_grad',
  'accepts_pt_compact',
  'contract_weeks',
  'guaranteed_hours',
  // Contract terms.
  'noncompete_miles',
  'noncompete_months',
  'clawback_months',
  'clawback_prorated',
  'documentation_paid',
  'units_per_hour',
  'employer_type',
  'mentorship_hours',
] as const;

/** Every column an anonymous visitor may read: all of them but the contact fields. */
export const ANON_COLUMNS = [
  'id',
  'slug',
  'job_title',
  'employer_name',
  'city',
  'state',
  'zip_code',
  'job_type',
  'setting',
  'specialty',
  'experience_level',
  'salary_min',
  'salary_max',
  'pay_unit',
  'role',
  ...FACT_COLUMNS,
  'description',
  'requirements',
  'benefits',
  'posted_date',
  'posted_at',
  'expires_at',
  'company_website',
  'employer_website',
  'eeo_statement',
  'compliance_attestation',
  'created_at',
  'updated_at',
  'is_active',
  'employer_verified',
  'confirmed_at',
] as const;

export const ALL_COLUMNS = [...ANON_COLUMNS, ...CONTACT_COLUMNS] as const;

// Postgres returns timestamps as Date (PGlite) or ISO strings (PostgREST); normalise to ISO strings.
const timestamp = z.union([z.string(), z.date()]).transform((v, ctx) => {
  const d = v instanceof Date ? v : new Date(v);
  if (Number.isNaN(d.getTime())) {
    ctx.addIssue({ code: 'custom', message: 'invalid timestamp' });
    return z.NEVER;
  }
  return d.toISOString();
});
const dateOnly = z.union([z.string(), z.date()]).transform((v) => (v instanceof Date ? v.toISOString().slice(0, 10) : v.slice(0, 10)));
const money = z
  .union([z.number(), z.string()])
  .transform((v) => Number(v))
  .pipe(z.number().int().nonnegative());
/** An optional whole number within bounds (the database checks the same bounds). */
const whole = (min: number, max: number) =>
  z
    .union([z.number(), z.string()])
    .transform((v) => Number(v))
    .pipe(z.number().int().min(min, `must be at least ${min}`).max(max, `must be at most ${max}`))
    .nullable()
    .optional()
    .transform((v) => v ?? null);
/** A number with a fraction (patients an hour, units an hour), from a number or its text. */
const decimal = (min: number, max: number) =>
  z
    .union([z.number(), z.string()])
    .transform((v) => Number(v))
    .pipe(z.number().min(min).max(max))
    .nullable()
    .optional()
    .transform((v) => v ?? null);
const flag = z
  .boolean()
  .nullable()
  .optional()
  .transform((v) => v ?? null);
const SCHEDULE_PATTERN = /^(4x10|days|evenings|weekends|prn)(,(4x10|days|evenings|weekends|prn))*$/;
const nullableText = z
  .string()
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/*
 * The rules below are also constraints in the database (the jobs table's, supabase/migrations/);
 * src/domain/job-db-rules.store.test.ts checks that both refuse and accept the
 * same values. Change one, change the other.
 */
const US_STATE_CODES = Object.keys(US_STATES) as [string, ...string[]];
const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const ZIP_PATTERN = /^\d{5}(-\d{4})?$/;
/** http(s) only: a `javascript:` or `data:` website must never become a link. */
const WEBSITE_PATTERN = /^https?:\/\/[^\s/?#]+\S*$/i;
/** The database's email check (deliberately the same simple shape as its regex). */
const STORED_EMAIL_PATTERN = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const present = (max: number) =>
  z
    .string()
    .refine((v) => /\S/.test(v), 'must not be empty')
    .refine((v) => v.length <= max, `must be at most ${max} characters`);
const nullablePattern = (pattern: RegExp, message: string) =>
  z
    .string()
    .regex(pattern, message)
    .nullable()
    .optional()
    .transform((v) => v ?? null);

/** The columns anonymous visitors may read, as an object (refined below). */
export const publicJobObject = z.object({
  id: z.union([z.number(), z.string()]).transform((v) => String(v)),
  slug: nullablePattern(SLUG_PATTERN, 'must be lower-case words joined by hyphens'),
  job_title: present(200),
  employer_name: present(200),
  city: present(100),
  state: z.enum(US_STATE_CODES, { error: 'must be one of the 50 states or DC' }),
  zip_code: nullablePattern(ZIP_PATTERN, 'must be a US ZIP code'),
  job_type: z.enum(JOB_TYPES),
  setting: z.enum(SETTINGS),
  specialty: nullableText,
  experience_level: z
    .enum(EXPERIENCE_LEVELS)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  salary_min: money
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  salary_max: money
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  /** The unit salary_min and salary_max are in (src/domain/pay.ts); annual unless stated. */
  pay_unit: z.enum(PAY_UNITS).optional().default('year'),
  /** Who the job is for: its O*NET occupation (src/domain/job-role.ts). Required on new rows. */
  role: z.enum(ROLES),
  sign_on_bonus: whole(0, 1_000_000),
  ceu_allowance: whole(0, 100_000),
  loan_repayment: whole(0, 1_000_000),
  schedule: z
    .string()
    .regex(SCHEDULE_PATTERN, `must be tags from ${SCHEDULES.join(', ')}, separated by commas`)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  patients_per_hour: decimal(0.5, 6),
  visit_minutes: whole(10, 180),
  eval_minutes: whole(15, 180),
  productivity_percent: whole(1, 100),
  visits_per_day: whole(1, 20),
  new_grad: z
    .enum(NEW_GRAD)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  accepts_pt_compact: flag,
  contract_weeks: whole(1, 104),
  guaranteed_hours: whole(1, 60),
  /** A non-compete's reach and length (both or neither; 0 and 0: none). */
  noncompete_miles: whole(0, 500),
  noncompete_months: whole(0, 60),
  /** Months within which a sign-on bonus is repaid on leaving (0: never), and whether pro-rated. */
  clawback_months: whole(0, 60),
  clawback_prorated: flag,
  documentation_paid: flag,
  units_per_hour: decimal(1, 8),
  employer_type: z
    .enum(EMPLOYER_TYPES)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  mentorship_hours: whole(0, 40),
  description: z.string(),
  requirements: nullableText,
  benefits: nullableText,
  posted_date: dateOnly
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  posted_at: timestamp,
  expires_at: timestamp
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  company_website: nullablePattern(WEBSITE_PATTERN, 'must be an http or https URL'),
  employer_website: nullablePattern(WEBSITE_PATTERN, 'must be an http or https URL'),
  eeo_statement: nullableText,
  compliance_attestation: z
    .boolean()
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  created_at: timestamp,
  updated_at: timestamp,
  is_active: z.boolean(),
  /** The employer is verified as a licensed PT provider (the Verified Employer badge). */
  employer_verified: z.boolean().optional().default(false),
  /** When the employer last confirmed the job is open (go-live counts); null when never. */
  confirmed_at: timestamp
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});

const salaryOrder = (job: { salary_min: number | null; salary_max: number | null }, ctx: z.RefinementCtx) => {
  if (job.salary_min != null && job.salary_max != null && job.salary_min > job.salary_max) {
    ctx.addIssue({ code: 'custom', path: ['salary_min'], message: 'must not be above salary_max' });
  }
};

/** The contract terms' pairs, as the database's jobs_noncompete_whole and jobs_clawback_prorated check them. */
const termsWhole = (
  job: { noncompete_miles?: number | null; noncompete_months?: number | null; clawback_months?: number | null; clawback_prorated?: boolean | null },
  ctx: z.RefinementCtx,
) => {
  const miles = job.noncompete_miles ?? null;
  const months = job.noncompete_months ?? null;
  if ((miles === null) !== (months === null))
    ctx.addIssue({ code: 'custom', path: ['noncompete_months'], message: 'give both the miles and the months, or neither' });
  else if (miles !== null && (miles === 0) !== (months === 0))
    ctx.addIssue({ code: 'custom', path: ['noncompete_months'], message: 'no non-compete is 0 miles and 0 months' });
  if (job.clawback_prorated != null && !((job.clawback_months ?? 0) > 0))
    ctx.addIssue({ code: 'custom', path: ['clawback_prorated'], message: 'only a clawback of 1 month or more is pro-rated or not' });
};

/** What the database's pair checks mean, said as the console says a refusal. */
export const CHECK_MESSAGES: Record<string, string> = {
  jobs_noncompete_whole: 'A non-compete needs both its miles and its months (0 and 0 for none)',
  jobs_clawback_prorated: 'Only a clawback of 1 month or more is pro-rated or not',
};

/** A job as anonymous visitors (and every built page) see it. */
export const publicJobSchema = publicJobObject.superRefine(salaryOrder).superRefine(termsWhole);
export type PublicJob = z.output<typeof publicJobSchema>;

export const contactEmail = nullablePattern(STORED_EMAIL_PATTERN, 'must be an email address');
export const salaryOrderRule = salaryOrder;
export const termsWholeRule = termsWhole;

/** A full row, as staff or the service role reads it. */
export const jobSchema = publicJobObject
  .extend({
    contact_email: contactEmail,
    contact_phone: nullableText,
    contact_name: nullableText,
    application_email: contactEmail,
    phone_number: nullableText,
  })
  .superRefine(salaryOrder)
  .superRefine(termsWhole);
export type Job = z.output<typeof jobSchema>;

/** A row as written by the seed and the synthetic generator (database input shape). */
export type JobInput = z.input<typeof jobSchema>;
