/** zod schema of the board's data file, for the build and tests (the island uses isBoardData). */
import { z } from 'zod';
import { EXPERIENCE_LEVELS, JOB_TYPES, NEW_GRAD, SETTINGS } from '~/domain/job-options';
import { ROLES } from '~/domain/job-role';
import { PAY_UNITS } from '~/domain/pay';
import type { BoardData, BoardJob } from './board';

/** One job as the board needs it: anonymous columns only, description cut, coordinates precomputed. */
export const boardJobSchema = z.object({
  id: z.string(),
  url: z.string(),
  job_title: z.string(),
  employer_name: z.string(),
  city: z.string(),
  state: z.string(),
  zip_code: z.string().nullable(),
  job_type: z.enum(JOB_TYPES),
  setting: z.enum(SETTINGS),
  specialty: z.string().nullable(),
  experience_level: z.enum(EXPERIENCE_LEVELS).nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  pay_unit: z.enum(PAY_UNITS),
  role: z.enum(ROLES),
  sign_on_bonus: z.number().nullable(),
  schedule: z.string().nullable(),
  new_grad: z.enum(NEW_GRAD).nullable(),
  patients_per_hour: z.number().nullable(),
  visits_per_day: z.number().nullable(),
  description: z.string(),
  posted_at: z.string(),
  expires_at: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  partner: z.boolean(),
});

export const boardDataSchema = z.object({ generatedAt: z.string(), jobs: z.array(boardJobSchema) });

// Keep the interface and the schema in step: a mismatch is a compile error.
export const _boardJobCheck: z.ZodType<BoardJob> = boardJobSchema;
export const _boardDataCheck: z.ZodType<BoardData> = boardDataSchema;
