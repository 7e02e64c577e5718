/**
 * An alert's search: the board's own filters, under the board's URL parameter names, stored as
 * the board's canonical query string, so an alert matches with exactly the rules /jobs runs and one
 * search has one spelling. Pure: the functions validate with it, the delivery job and pages read it.
 */
import { US_STATES } from '~/domain/us-states';
import { z } from 'zod';
import { ALERT_FREQUENCIES } from './alert';
import { emailAddress } from '~/domain/forms';
import { optionalText } from '~/domain/text';
import { JOB_TYPES, SCHEDULES, SETTINGS, SPECIALTIES } from '~/domain/job-options';
import { ROLES } from '~/domain/job-role';
import { filtersFromQuery, filtersToQuery, POSTED_DAYS, RADII, SORTS } from '~/features/board/filters';

export { ALL_JOBS, alertFilters, describeSearch, displayKeywords } from './alert-describe';

/**
 * Text a search may hold: letters, digits, spaces and a little punctuation, no URLs or markup. It is the
 * only typed text an alert's mails repeat (the confirmation mail carries nothing else a stranger typed).
 */
const SEARCH_TEXT = /^[\p{L}\p{N} .,'&+#()-]*$/u;
const text = (what: string) =>
  z
    .string()
    .trim()
    .max(60, `${what} must be at most 60 characters`)
    .regex(SEARCH_TEXT, `${what} may hold letters, digits, spaces and . , ' & + # ( ) - only`)
    .optional();
const flag = z.union([z.literal('1'), z.literal(1), z.literal(true)]).optional();

/** The filters an alert request may carry (the board's URL parameter names; anything else is refused). */
export const alertFiltersSchema = z
  .object({
    q: text('Keywords'),
    location: text('Location'),
    radius: z.enum(RADII).optional(),
    role: z.enum(ROLES).optional(),
    type: z.enum(JOB_TYPES).optional(),
    setting: z.enum(SETTINGS).optional(),
    specialty: z.enum(SPECIALTIES).optional(),
    minPay: z.coerce.number().int('Minimum pay must be whole dollars').min(1).max(1_000_000).optional(),
    payOnly: flag,
    posted: z.enum(POSTED_DAYS).optional(),
    schedule: z.enum(SCHEDULES).optional(),
    newGrad: flag,
    bonus: flag,
    noCompete: flag,
    pslf: flag,
    paidDocs: flag,
    noClawback: flag,
    licence: z.enum(Object.keys(US_STATES) as [string, ...string[]]).optional(),
    sort: z.enum(SORTS).optional(),
  })
  .strict();
export type AlertFilters = z.infer<typeof alertFiltersSchema>;

/** The board's canonical query string (no '?') for validated filters: '' is every job. */
export function alertQuery(filters: AlertFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '') continue;
    params.set(key, value === true || value === 1 ? '1' : String(value));
  }
  return filtersToQuery(filtersFromQuery(params)).replace(/^\?/, '');
}

/** POST /api/alerts: an address, an optional name, a frequency and the board's filters. */
export const alertRequestSchema = z
  .object({
    email: emailAddress,
    name: optionalText(100, 'single'),
    frequency: z.enum(ALERT_FREQUENCIES, { error: 'must be daily or weekly' }),
    filters: alertFiltersSchema.optional().default({}),
  })
  .strict();
