/** zod schema of the board's data file, for the build and tests (the island uses isBoardData). */
import { z } from 'zod';
import type { BoardData, BoardJob } from './board';

/** One job as the board needs it: anonymous columns only, description cut, coordinates precomputed. */
export const boardJobSchema = z.object({
  id: z.string(),
  url: z.string(),
  title: z.string(),
  employer: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string().nullable(),
  type: z.string(),
  setting: z.string(),
  specialty: z.string().nullable(),
  level: z.string().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  desc: z.string(),
  posted: z.string(),
  expires: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  partner: z.boolean(),
});

export const boardDataSchema = z.object({ generatedAt: z.string(), jobs: z.array(boardJobSchema) });

// Keep the interface and the schema in step: a mismatch is a compile error.
export const _boardJobCheck: z.ZodType<BoardJob> = boardJobSchema;
export const _boardDataCheck: z.ZodType<BoardData> = boardDataSchema;
