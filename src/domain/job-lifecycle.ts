/**
 * A listing's life (issue 29): its statuses, the staff actions that move it, the posting policies'
 * numbers (SPEC 4 and 9), and the shapes the intake webhook and the staff API accept. The database
 * enforces the same policies (supabase/migrations/*_employers_and_lifecycle.sql); this module names them
 * for the console and validates requests before they reach it. Pure.
 */
import { z } from 'zod';
import { CONTACT_COLUMNS, FACT_COLUMNS, contactEmail, publicJobObject, salaryOrderRule } from './job';
import { deriveRole, type Role } from './job-role';

export const JOB_STATUSES = ['pending_review', 'scheduled', 'live', 'paused', 'expired', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const STATUS_LABELS: Record<JobStatus, string> = {
  pending_review: 'Pending review',
  scheduled: 'Scheduled',
  live: 'Live',
  paused: 'Paused',
  expired: 'Expired',
  closed: 'Closed',
};
export const CLOSE_REASONS = ['filled', 'withdrawn', 'cancelled'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];

/** The policies' numbers (SPEC 9): the term and each extension, edits per listing, new postings per entity per Pacific day. */
export const TERM_DAYS = 60;
export const MAX_EDITS = 3;
export const DAILY_POSTINGS = 3;
export const POLICY_TIME_ZONE = 'America/Los_Angeles';

/** The staff actions on a job (POST /api/staff/jobs/{id}/{action}). */
export const JOB_ACTIONS = ['publish', 'extend', 'pause', 'resume', 'close', 'cancel'] as const;
export type JobAction = (typeof JOB_ACTIONS)[number];

/** What each action needs in its body. */
export const jobActionBody = {
  /** `go_live_at` in the future schedules the listing instead of publishing it now. */
  publish: z.object({ go_live_at: z.iso.datetime({ offset: true }).optional(), note: z.string().trim().max(500).optional() }).strict(),
  extend: z.object({ note: z.string().trim().max(500).optional() }).strict(),
  pause: z.object({ note: z.string().trim().max(500).optional() }).strict(),
  resume: z.object({ note: z.string().trim().max(500).optional() }).strict(),
  close: z.object({ reason: z.enum(['filled', 'withdrawn']), note: z.string().trim().max(500).optional() }).strict(),
  cancel: z.object({ note: z.string().trim().max(500).optional() }).strict(),
} satisfies Record<JobAction, z.ZodType>;
export type JobActionBody<A extends JobAction> = z.infer<(typeof jobActionBody)[A]>;

/** Which actions a status allows (the database refuses the rest; the console offers only these). */
export function actionsFor(job: { status: JobStatus; live_since: string | null; close_reason: CloseReason | null }): JobAction[] {
  switch (job.status) {
    case 'pending_review':
      return ['publish', 'cancel', 'close'];
    case 'scheduled':
      return ['publish', 'cancel', 'close'];
    case 'live':
      return ['extend', 'pause', 'close'];
    case 'paused':
      return ['resume', 'extend', 'close'];
    case 'expired':
      return ['extend', 'publish', 'close'];
    case 'closed':
      return job.close_reason === 'cancelled' ? [] : ['publish'];
  }
}

/**
 * The content fields of a posting: what the intake form sends and staff edit (an edit is a change to
 * any of them after go-live). Lifecycle columns (status, dates, counts) are never among them.
 */
export const CONTENT_FIELDS = [
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
  'company_website',
  'employer_website',
  'eeo_statement',
  'compliance_attestation',
  ...CONTACT_COLUMNS,
] as const;
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
export const intakeJobSchema = contentObject
  .extend({
    role: contentObject.shape.role.optional(),
    description: z.string().trim().min(1, 'must not be empty').max(20_000),
    contact_email: z
      .string()
      .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, 'must be an email address')
      .max(254),
    legal_entity: z.string().trim().min(1, 'must not be empty').max(200),
  })
  .strict()
  .superRefine(salaryOrderRule)
  .transform((job) => ({ ...job, role: job.role ?? (deriveRole(job.job_title) as Role) }));
export type IntakeJob = z.output<typeof intakeJobSchema>;

/** A staff edit: any content fields, at least one. */
export const jobEditSchema = contentObject
  .partial()
  .strict()
  .refine((edit) => Object.keys(edit).length > 0, 'Nothing to change: send at least one field');
export type JobEdit = z.output<typeof jobEditSchema>;

/** Employers: create, verify. */
export const employerCreateSchema = z
  .object({
    name: z.string().trim().min(1, 'must not be empty').max(200),
    legal_entity: z.string().trim().min(1, 'must not be empty').max(200),
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

/** The roles a title names; more than one is a multi-role post (the database's public.job_title_roles). */
export function titleRoles(title: string): Role[] {
  let t = title.toLowerCase();
  const found: Role[] = [];
  const take = (role: Role, test: RegExp, strip?: RegExp) => {
    if (!test.test(t)) return;
    found.push(role);
    if (strip) t = t.replace(strip, ' ');
  };
  take('cota', /\bcota\b|occupational therap(y|ist)s? assistant/, /\bcota\b|occupational therap(y|ist)s? assistants?/g);
  take('pta', /\bpta\b|physical therap(y|ist)s? assistant/, /\bpta\b|physical therap(y|ist)s? assistants?/g);
  take('ot', /\bot\b|\botr\b|occupational therap/);
  take('pt', /\bpt\b|\bdpt\b|physical therap|physiotherap/);
  return found;
}

/** The day a moment falls on in Pacific Time (the daily cap's calendar), as YYYY-MM-DD. */
export function pacificDay(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: POLICY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The rules' state the job editor shows: edits left, days left in the term. */
export function rulesState(
  job: { edit_count: number; expires_at: string | null; status: JobStatus },
  now: Date,
): { editsLeft: number; daysLeft: number | null } {
  const daysLeft = job.expires_at && job.status !== 'closed' ? Math.max(0, Math.ceil((Date.parse(job.expires_at) - now.getTime()) / 86_400_000)) : null;
  return { editsLeft: Math.max(0, MAX_EDITS - job.edit_count), daysLeft };
}

/** CCPA's clock (the privacy policy): acknowledge within 10 days, respond within 45, extendable once by 45. */
export const CCPA_ACK_DAYS = 10;
export const CCPA_RESPOND_DAYS = 45;
export const CCPA_EXTENSION_DAYS = 45;
export const DEADLINE_WARNING_DAYS = 3;

export function ccpaDeadlines(
  request: { created_at: string; acknowledged_at: string | null; answered_at: string | null; extended_at: string | null },
  now: Date,
): { acknowledgeBy: string; respondBy: string; dueSoon: boolean; overdue: boolean } {
  const created = Date.parse(request.created_at);
  const day = 86_400_000;
  const acknowledgeBy = created + CCPA_ACK_DAYS * day;
  const respondBy = created + (CCPA_RESPOND_DAYS + (request.extended_at ? CCPA_EXTENSION_DAYS : 0)) * day;
  const open = [...(request.acknowledged_at ? [] : [acknowledgeBy]), ...(request.answered_at ? [] : [respondBy])];
  const t = now.getTime();
  return {
    acknowledgeBy: new Date(acknowledgeBy).toISOString(),
    respondBy: new Date(respondBy).toISOString(),
    dueSoon: open.some((d) => d - t <= DEADLINE_WARNING_DAYS * day),
    overdue: open.some((d) => d < t),
  };
}

export const SUBMISSION_KINDS = ['contact', 'interest', 'ccpa'] as const;
export type SubmissionKind = (typeof SUBMISSION_KINDS)[number];
