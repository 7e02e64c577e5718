/** Form request schemas (SPEC 3 and 5), declared beside their types. */
import { z } from 'zod';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const required = (max: number) =>
  z.string({ error: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`).refine((v) => !CONTROL.test(v), 'must not contain control characters');
const email = z.string({ error: 'is required' }).trim().toLowerCase().min(1, 'is required').max(320).pipe(z.email({ error: 'must be a valid email address' }));

export const contactSchema = z.object({
  name: required(200),
  email,
  userType: z.enum(['therapist', 'pta', 'employer', 'clinic-owner', 'other'], { error: 'must be one of therapist, pta, employer, clinic-owner, other' }),
  message: required(5000),
});
export type ContactRequest = z.infer<typeof contactSchema>;

export const employerInterestSchema = z.object({
  name: required(200),
  email,
  clinicName: required(200),
  role: z.enum(['physical-therapist', 'physical-therapist-assistant', 'clinic-director', 'other'], { error: 'must be one of physical-therapist, physical-therapist-assistant, clinic-director, other' }),
});
export type EmployerInterestRequest = z.infer<typeof employerInterestSchema>;

export const ccpaSchema = z.object({
  name: required(200),
  email,
  requestType: z.enum(['know', 'delete', 'opt-out', 'correct', 'other'], { error: 'must be one of know, delete, opt-out, correct, other' }),
  description: required(5000),
  verificationInfo: z.string().trim().max(2000, 'must be at most 2000 characters').optional().transform((v) => (v ? v : null)),
});
export type CcpaRequest = z.infer<typeof ccpaSchema>;

export const subscribeSchema = z.object({ name: required(200), email });
export type SubscribeRequest = z.infer<typeof subscribeSchema>;
