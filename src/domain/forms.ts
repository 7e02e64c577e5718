/**
 * The forms' contracts: each schema with its option values and their human labels, used by
 * the pages that render the forms, the functions that validate them and the database checks' tests.
 */
import { z } from 'zod';
import { multiLine, optionalText, singleLine } from './text';

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

export const emailAddress = z
  .string({ error: 'is required' })
  .trim()
  .toLowerCase()
  .min(1, 'is required')
  .max(254, 'must be at most 254 characters')
  .pipe(z.email({ error: 'must be a valid email address' }));
const oneOf = <V extends string>(o: { values: readonly [V, ...V[]] }) => z.enum(o.values, { error: `must be one of ${o.values.join(', ')}` });

export const contactSchema = z.object({ name: singleLine(200), email: emailAddress, userType: oneOf(USER_TYPES), message: multiLine(5000) });

export const employerInterestSchema = z.object({ name: singleLine(200), email: emailAddress, clinicName: singleLine(200), role: oneOf(HIRING_ROLES) });

export const ccpaSchema = z.object({
  name: singleLine(200),
  email: emailAddress,
  requestType: oneOf(CCPA_REQUEST_TYPES),
  description: multiLine(5000),
  verificationInfo: optionalText(2000, 'multi'),
});

export const subscribeSchema = z.object({ name: singleLine(200), email: emailAddress });
