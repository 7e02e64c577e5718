/**
 * The job row (SPEC section 3, table `jobs`) and the lists derived from it.
 * The same schema validates database rows from either backend and the seed.
 */
import { z } from 'zod';

import { EXPERIENCE_LEVELS, JOB_TYPES, SETTINGS } from './job-options';

export * from './job-options';

/** Columns that only signed-in users may read (SPEC 6); blanked or absent for everyone else. */
export const CONTACT_COLUMNS = ['contact_email', 'contact_phone', 'contact_name', 'application_email', 'phone_number'] as const;

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
const money = z.union([z.number(), z.string()]).transform((v) => Number(v)).pipe(z.number().int().nonnegative());
const nullableText = z.string().nullable().optional().transform((v) => v ?? null);

/** A job as anonymous visitors (and every built page) see it. */
export const publicJobSchema = z.object({
  id: z.union([z.number(), z.string()]).transform((v) => String(v)),
  slug: nullableText,
  job_title: z.string().min(1),
  employer_name: z.string().min(1),
  city: z.string().min(1),
  state: z.string().length(2),
  zip_code: nullableText,
  job_type: z.enum(JOB_TYPES),
  setting: z.enum(SETTINGS),
  specialty: nullableText,
  experience_level: z.enum(EXPERIENCE_LEVELS).nullable().optional().transform((v) => v ?? null),
  salary_min: money.nullable().optional().transform((v) => v ?? null),
  salary_max: money.nullable().optional().transform((v) => v ?? null),
  description: z.string(),
  requirements: nullableText,
  benefits: nullableText,
  posted_date: dateOnly.nullable().optional().transform((v) => v ?? null),
  posted_at: timestamp,
  expires_at: timestamp.nullable().optional().transform((v) => v ?? null),
  company_website: nullableText,
  employer_website: nullableText,
  eeo_statement: nullableText,
  compliance_attestation: z.boolean().nullable().optional().transform((v) => v ?? null),
  created_at: timestamp,
  updated_at: timestamp,
  is_active: z.boolean(),
});
export type PublicJob = z.output<typeof publicJobSchema>;

/** A full row, as a signed-in user or the service role reads it. */
export const jobSchema = publicJobSchema.extend({
  contact_email: nullableText,
  contact_phone: nullableText,
  contact_name: nullableText,
  application_email: nullableText,
  phone_number: nullableText,
});
export type Job = z.output<typeof jobSchema>;

/** A row as written by the seed and the synthetic generator (database input shape). */
export type JobInput = z.input<typeof jobSchema>;
