/**
 * Open to offers: a clinician's profile, an employer's search of the pool and its interview request, one
 * typed input schema each for the page and the handlers (the database applies the same rules:
 * talent.schema.sql and the talent migration), and what the answers hold. Browser-safe.
 */
import { z } from 'zod';
import { PAY_UNITS, type PayUnit } from '~/domain/pay';

import { SETTINGS, SPECIALTIES } from '~/domain/job-options';
import { US_STATES } from '~/domain/us-states';
import { MUST_HAVES, TALENT_ROLES, TALENT_SCHEDULES, type TalentRole } from './talent-options';

const state = z.string().refine((s) => Object.hasOwn(US_STATES, s), 'Choose a state');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .transform((s) => s || null)
    .nullable()
    .optional();
const money = (what: string) =>
  z.coerce
    .number({ error: `Enter ${what} as a number` })
    .positive(`Enter ${what} above 0`)
    .max(1_000_000, 'At most 1,000,000');

export const profileSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name (shown only to a practice whose request you accept)').max(120, 'At most 120 characters'),
    phone: z
      .string()
      .trim()
      .max(30, 'At most 30 characters')
      .refine((s) => s === '' || /^[0-9+()., -]{7,30}$/.test(s), 'Enter a phone number like 555-123-4567, or leave it empty')
      .transform((s) => s || null)
      .nullable()
      .optional(),
    currentEmployer: optionalText(200),
    role: z.enum(TALENT_ROLES, 'Choose PT, PTA, OT or COTA'),
    licenceStates: z.array(state).min(1, 'Choose at least one state you are licensed in').max(60),
    compact: z.boolean().default(false),
    settings: z.array(z.enum(SETTINGS)).max(SETTINGS.length).default([]),
    specialties: z.array(z.enum(SPECIALTIES)).max(SPECIALTIES.length).default([]),
    payFloor: money('the least pay you would take'),
    payUnit: z.enum(PAY_UNITS, 'Choose per hour, day, week, visit or year'),
    place: optionalText(120),
    radiusMiles: z.coerce.number().int().min(1, 'At least 1 mile').max(200, 'At most 200 miles').nullable().optional(),
    remote: z.boolean().default(false),
    availableFrom: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date like 2027-01-15, or leave it empty')
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    schedule: z.enum(TALENT_SCHEDULES, 'Choose full-time, part-time, contract or per diem'),
    mustHaves: z.array(z.enum(MUST_HAVES)).max(MUST_HAVES.length).default([]),
    paused: z.boolean().default(false),
    matchMails: z.boolean().default(true),
    /** A resume just uploaded (its link's token), null to remove the one kept, absent to keep it. */
    resume: z.string().min(1).max(1000).nullable().optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (!p.place && !p.remote) ctx.addIssue({ code: 'custom', path: ['place'], message: 'Enter a city or ZIP you would work near, or choose remote work' });
    if (p.place && !p.radiusMiles) ctx.addIssue({ code: 'custom', path: ['radiusMiles'], message: 'Choose how far you would travel' });
  });
export type ProfileInput = z.infer<typeof profileSchema>;

/** A profile as its clinician sees it (what they saved, with the point their place was read as). */
export interface Profile extends Omit<ProfileInput, 'resume'> {
  /** Whether a resume is kept (shared only with a practice whose request the clinician accepts). */
  hasResume: boolean;
  ref: string;
  email: string;
  updatedAt: string;
}

export const blockSchema = z
  .object({
    kind: z.enum(['name', 'domain'], 'Choose a practice name or an address domain'),
    value: z.string().trim().toLowerCase().min(2, 'Enter at least 2 characters').max(200, 'At most 200 characters'),
  })
  .strict()
  .superRefine((b, ctx) => {
    if (b.kind === 'domain' && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(b.value.replace(/^.*@/, '')))
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter a domain like clinic.com' });
  })
  .transform((b) => ({ kind: b.kind, value: b.kind === 'domain' ? b.value.replace(/^.*@/, '') : b.value }));

export const answerSchema = z.object({ id: z.string().regex(/^\d{1,18}$/), answer: z.enum(['accepted', 'declined']) }).strict();

/** An employer's search: the board's own filters. */
export const searchSchema = z
  .object({
    employerId: z.string().regex(/^\d{1,18}$/, 'Choose a practice'),
    role: z.enum(TALENT_ROLES).nullable().optional(),
    place: optionalText(120),
    radiusMiles: z.coerce.number().int().min(1).max(200).default(25),
    remote: z.boolean().default(false),
    state: state
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    settings: z.array(z.enum(SETTINGS)).max(SETTINGS.length).default([]),
    pay: money('the most you can offer')
      .nullable()
      .optional()
      .or(z.literal('').transform(() => null)),
    payUnit: z.enum(PAY_UNITS).default('year'),
  })
  .strict();
export type TalentSearch = z.infer<typeof searchSchema>;

/** A profile in an employer's search: nothing that says who they are. */
export interface PoolProfile {
  ref: string;
  role: TalentRole;
  licenceStates: string[];
  compact: boolean;
  settings: string[];
  specialties: string[];
  payFloor: number;
  payUnit: PayUnit;
  place: string | null;
  miles: number | null;
  remote: boolean;
  availableFrom: string | null;
  schedule: string;
  mustHaves: string[];
  /** The employer's jobs it has already asked this clinician about. */
  asked: string[];
}

export const requestSchema = z
  .object({
    employerId: z.string().regex(/^\d{1,18}$/, 'Choose a practice'),
    ref: z.uuid('Choose a clinician'),
    jobId: z.string().regex(/^\d{1,18}$/, 'Choose one of your live jobs'),
    payMin: money('the lowest pay of the range'),
    payMax: money('the highest pay of the range'),
    payUnit: z.enum(PAY_UNITS, 'Choose per hour, day, week, visit or year'),
    message: z.string().trim().min(1, 'Write a short message: the work, the team, why them').max(1000, 'At most 1,000 characters'),
  })
  .strict()
  .refine((r) => r.payMin <= r.payMax, { path: ['payMax'], message: 'The highest pay is at least the lowest' });
export type InterviewRequestInput = z.infer<typeof requestSchema>;

/** A request as the clinician sees it. */
export interface ReceivedRequest {
  id: string;
  employer: string;
  jobId: string;
  jobTitle: string;
  jobSlug: string | null;
  payMin: number;
  payMax: number;
  payUnit: PayUnit;
  message: string;
  status: 'sent' | 'accepted' | 'declined';
  createdAt: string;
  /** Once accepted: the address of the person who sent it. */
  contactEmail: string | null;
}

/** A request as the employer sees it: who, only once accepted. */
export interface SentRequest {
  id: string;
  employerId: string;
  ref: string;
  jobId: string;
  jobTitle: string;
  payMin: number;
  payMax: number;
  payUnit: PayUnit;
  status: 'sent' | 'accepted' | 'declined';
  createdAt: string;
  contact: { name: string | null; email: string | null; phone: string | null; resume: string | null } | null;
}

/** The clinician's page: their profile (null before one is made), the looks, the requests, the blocks. */
export interface TalentAccount {
  email: string;
  profile: Profile | null;
  /** Different practices that saw the profile in a search in the last 7 days. */
  looksThisWeek: number;
  requests: ReceivedRequest[];
  blocks: { kind: 'name' | 'domain'; value: string }[];
}
