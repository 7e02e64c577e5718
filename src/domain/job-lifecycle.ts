/**
 * A listing's life: the shapes the intake webhook and the staff API accept, validated before
 * they reach the database, which enforces the posting policies itself
 * (src/features/postings/postings.schema.sql). Statuses, actions and the policies' numbers are in
 * job-status.ts (re-exported here). Pure.
 */
import { z } from 'zod';
import { ANON_COLUMNS, CONTACT_COLUMNS, contactEmail, publicJobObject, salaryOrderRule, termsWholeRule } from './job';
import { deriveRole, type Role } from './job-role';
import type { JobAction } from './job-status';
import { postingKeySchema } from './posting-key';
import { isCleanText, singleLine } from './text';

export * from './job-status';

/** What each action needs in its body. */
export const jobActionBody = {
  /** `go_live_at` in the future schedules the listing instead of publishing it now. */
  publish: z.object({ go_live_at: z.iso.datetime({ offset: true }).optional(), note: z.string().trim().max(500).optional() }).strict(),
  extend: z.object({ note: z.string().trim().max(500).optional() }).strict(),
  pause: z.object({ note: z.string().trim().max(500).optional() }).strict(),
  resume: z.object({ note: z.string().trim().max(500).optional() }).strict(),
  restore: z.object({ note: z.string().trim().max(500).optional() }).strict(),
  close: z.object({ reason: z.enum(['filled', 'withdrawn']), note: z.string().trim().max(500).optional() }).strict(),
  cancel: z.object({ note: z.string().trim().max(500).optional() }).strict(),
} satisfies Record<JobAction, z.ZodType>;

/**
 * Columns a visitor reads that are the listing's life, not its content (the database's
 * public.job_lifecycle_columns(), plus the id): never sent by the intake form nor edited by staff.
 */
const NOT_CONTENT = ['id', 'posted_date', 'posted_at', 'expires_at', 'created_at', 'updated_at', 'is_active', 'employer_verified', 'confirmed_at'] as const;
type NotContent = (typeof NOT_CONTENT)[number];

/**
 * The content fields of a posting: what the intake form sends and staff edit (an edit is a change to
 * any of them after go-live). Every other column of the job, so a new content column is editable at once.
 */
export const CONTENT_FIELDS = [
  ...ANON_COLUMNS.filter((c): c is Exclude<(typeof ANON_COLUMNS)[number], NotContent> => !(NOT_CONTENT as readonly string[]).includes(c)),
  ...CONTACT_COLUMNS,
];
export type ContentField = (typeof CONTENT_FIELDS)[number];

const contentObject = publicJobObject
  .pick(
    Object.fromEntries(CONTENT_FIELDS.filter((f) => !(CONTACT_COLUMNS as readonly string[]).includes(f)).map((f) => [f, true])) as Record<
      Exclude<ContentField, (typeof CONTACT_COLUMNS)[number]>,
      true
    >,
  )
  .extend({
    contact_email: contactEmail,
    contact_phone: z.string().max(40).nullable().optional(),
    contact_name: z.string().max(200).nullable().optional(),
    application_email: contactEmail,
    phone_number: z.string().max(40).nullable().optional(),
  });

/**
 * The intake webhook's body: the job's columns plus `legal_entity` (the employer's legal name, which the
 * daily cap counts by). `role` may be left out (it follows from the title); a contact email is required,
 * since the employer hears about the listing there. Unknown fields are refused by name.
 */
// Fields whose text runs over lines; every other text field is one line.
const MULTI_LINE_FIELDS = new Set(['description', 'requirements', 'benefits', 'eeo_statement', 'compliance_attestation']);

/** The domain's text rule (text.ts) on every text a posting carries, as every other form has it. */
function cleanTextRule(job: Record<string, unknown>, ctx: z.RefinementCtx): void {
  for (const [key, value] of Object.entries(job)) {
    const texts = typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
    const multi = MULTI_LINE_FIELDS.has(key);
    if (texts.some((t) => !isCleanText(t, multi)))
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: multi
          ? 'must not contain control characters, text-direction overrides or broken characters'
          : 'must be one line without control characters, text-direction overrides or broken characters',
      });
  }
}

const intakeObject = contentObject.extend({
  role: contentObject.shape.role.optional(),
  description: z.string().trim().min(1, 'must not be empty').max(20_000),
  contact_email: z
    .string()
    .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'must be an email address')
    .max(254),
  legal_entity: z.string().trim().min(1, 'must not be empty').max(200),
  /** The employer's key (posting-key.ts): without it the posting lands on an unverified employer of that name. */
  employer_key: postingKeySchema.optional(),
});
const withRole = <T extends { role?: Role | undefined; job_title: string }>(job: T) => ({ ...job, role: job.role ?? (deriveRole(job.job_title) as Role) });
export const intakeJobSchema = intakeObject.strict().superRefine(salaryOrderRule).superRefine(termsWholeRule).superRefine(cleanTextRule).transform(withRole);
export type IntakeJob = z.output<typeof intakeJobSchema>;

/**
 * A tracking system's job through the jobs API: the intake's fields but the employer's, which its API key
 * names (the practice's name and legal entity come from its record).
 */
export const apiJobObject = intakeObject.omit({ employer_name: true, legal_entity: true, employer_key: true }).strict();
export const apiJobSchema = apiJobObject.superRefine(salaryOrderRule).superRefine(termsWholeRule).superRefine(cleanTextRule).transform(withRole);
export type ApiJob = z.output<typeof apiJobSchema>;

/** A staff edit: any content fields, at least one. */
export const jobEditSchema = contentObject
  .partial()
  .strict()
  .superRefine(cleanTextRule)
  .refine((edit) => Object.keys(edit).length > 0, 'Nothing to change: send at least one field');
export type JobEdit = z.output<typeof jobEditSchema>;

/** Employers: create, verify. */
export const employerCreateSchema = z
  .object({
    name: singleLine(200),
    legal_entity: singleLine(200),
    license_number: z.string().trim().min(1).max(60).nullable().optional(),
    license_state: z
      .string()
      .regex(/^[A-Z]{2}$/, 'must be a state code')
      .nullable()
      .optional(),
  })
  .strict();
export const employerVerifySchema = z
  .object({ license_number: z.string().trim().min(1, 'must not be empty').max(60), license_state: z.string().regex(/^[A-Z]{2}$/, 'must be a state code') })
  .strict();
