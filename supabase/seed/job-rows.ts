/**
 * The curated seed's data: one row per job in job-rows.json (grouped by place), as a person would describe
 * it (title, employer, place, pay as a yearly figure, age in days), checked here on load, and the shared
 * texts. jobs.ts builds the jobs from these rows.
 */
import { z } from 'zod';
import { site } from '~/config/site';
import { EXPERIENCE_LEVELS, JOB_TYPES, SETTINGS, SPECIALTIES } from '~/domain/job-options';
import data from './job-rows.json' with { type: 'json' };

export const EEO =
  'We are an equal opportunity employer. All qualified applicants will receive consideration for employment without regard to race, color, religion, sex, sexual orientation, gender identity, national origin, disability or veteran status.';

const rowSchema = z
  .object({
    title: z.string().min(1),
    /** Absent on a recruiting-partner job (`partner`): those carry the product's own name. */
    employer: z.string().min(1).optional(),
    partner: z.literal(true).optional(),
    city: z.string().min(1),
    state: z.string().length(2),
    zip: z
      .string()
      .regex(/^\d{5}$/)
      .nullable(),
    type: z.enum(JOB_TYPES),
    setting: z.enum(SETTINGS),
    specialty: z.enum(SPECIALTIES).nullable(),
    level: z.enum(EXPERIENCE_LEVELS),
    min: z.number().int().positive().nullable(),
    max: z.number().int().positive().nullable(),
    /** Days since posting. */
    age: z.number().int().nonnegative(),
    slug: z.string().nullable().optional(),
    /** Days until expiry; negative = already expired; undefined = no expiry. */
    expiresIn: z.number().int().optional(),
    inactive: z.boolean().optional(),
    eeo: z.string().nullable().optional(),
    noApplicationEmail: z.boolean().optional(),
    description: z.string().optional(),
    requirements: z.string().optional(),
    benefits: z.string().optional(),
  })
  .strict()
  .refine((r) => Boolean(r.employer) !== Boolean(r.partner), 'A row names its employer or is a recruiting-partner job');

export const P = site.name; // recruiting-partner jobs carry the product's own name

export const REQ = {
  pt: 'Doctor of Physical Therapy (DPT) from a CAPTE-accredited program, Active or eligible state PT license, Current BLS/CPR certification, Strong documentation skills',
  pta: 'Associate degree from a CAPTE-accredited PTA program, Active or eligible state PTA license, Current BLS/CPR certification, Ability to follow a plan of care under PT supervision',
  ot: 'Master’s or doctorate in Occupational Therapy from an ACOTE-accredited program, NBCOT certification, Active or eligible state OT license, Current BLS/CPR certification',
  travel: 'DPT or MPT degree, Active license in the assignment state or compact privilege, At least 1 year of hospital experience, Current BLS certification',
};
export const BEN = {
  full: 'Medical dental and vision insurance, 401(k) with employer match, Paid time off and holidays, Continuing education allowance, Paid licensure renewal',
  part: 'Flexible scheduling, Continuing education allowance, 401(k) eligibility, Paid sick leave',
  diem: 'Premium hourly rate, Choose your own shifts, Weekend differential',
  travel: 'Weekly tax-advantaged stipends, Travel reimbursement, Day-one medical coverage, Completion bonus',
};

/** The rows in file order, each group's in turn; a recruiting-partner job carries the product's name. */
export const rows = Object.values(z.record(z.string(), rowSchema.array()).parse(data))
  .flat()
  .map(({ partner, employer, ...row }) => ({ ...row, employer: partner ? P : employer! }));
