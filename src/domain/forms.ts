/**
 * The forms' contracts (SPEC 3 and 5): each schema with its option values and their human labels, used by
 * the pages that render the forms, the functions that validate them and the database checks' tests.
 */
import { z } from 'zod';

/** An option list: values as stored, labels as people read them (forms, staff mails). */
function options<const V extends string>(entries: readonly (readonly [V, string])[]) {
  const values = entries.map(([v]) => v) as unknown as readonly [V, ...V[]];
  const labels = Object.fromEntries(entries) as Record<V, string>;
  return { values, labels, list: entries.map(([value, label]) => ({ value, label })) };
}

export const USER_TYPES = options([
  ['therapist', 'Physical Therapist'],
  ['pta', 'Physical Therapist Assistant'],
  ['employer', 'Employer'],
  ['clinic-owner', 'Clinic Owner'],
  ['other', 'Other'],
] as const);

export const HIRING_ROLES = options([
  ['physical-therapist', 'Physical Therapist'],
  ['physical-therapist-assistant', 'Physical Therapist Assistant'],
  ['clinic-director', 'Clinic Director'],
  ['other', 'Other'],
] as const);

export const CCPA_REQUEST_TYPES = options([
  ['know', 'Right to know'],
  ['delete', 'Right to delete'],
  ['opt-out', 'Opt out of sale or sharing'],
  ['correct', 'Right to correct'],
  ['other', 'Other'],
] as const);

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const required = (max: number) =>
  z
    .string({ error: 'is required' })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !CONTROL.test(v), 'must not contain control characters');
const email = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(320)
  .pipe(z.email({ error: 'must be a valid email address' }));
const oneOf = <V extends string>(o: { values: readonly [V, ...V[]] }) => z.enum(o.values, { error: `must be one of ${o.values.join(', ')}` });

export const contactSchema = z.object({ name: required(200), email, userType: oneOf(USER_TYPES), message: required(5000) });
export type ContactRequest = z.infer<typeof contactSchema>;

export const employerInterestSchema = z.object({ name: required(200), email, clinicName: required(200), role: oneOf(HIRING_ROLES) });
export type EmployerInterestRequest = z.infer<typeof employerInterestSchema>;

export const ccpaSchema = z.object({
  name: required(200),
  email,
  requestType: oneOf(CCPA_REQUEST_TYPES),
  description: required(5000),
  verificationInfo: z
    .string()
    .trim()
    .max(2000, 'must be at most 2000 characters')
    .optional()
    .transform((v) => (v ? v : null)),
});
export type CcpaRequest = z.infer<typeof ccpaSchema>;

export const subscribeSchema = z.object({ name: required(200), email });
export type SubscribeRequest = z.infer<typeof subscribeSchema>;
