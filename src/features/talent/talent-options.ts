/**
 * Open to offers' options and words, without the input schemas (talent.ts): what the islands import, so a
 * page's first load carries no validation library.
 */
import { formatMoney } from '~/domain/numbers';
import { PER, type PayUnit } from '~/domain/pay';

/** The least pay a clinician takes, in words: "at least $95,000 a year". */
export const payFloorText = (amount: number, unit: PayUnit) => `at least ${formatMoney(amount)} ${PER[unit]}`;

export const TALENT_ROLES = ['pt', 'pta', 'ot', 'cota'] as const;
export type TalentRole = (typeof TALENT_ROLES)[number];
export const TALENT_SCHEDULES = ['full-time', 'part-time', 'contract', 'per-diem'] as const;
export const MUST_HAVES = ['no-noncompete', 'paid-documentation', 'mentorship'] as const;
export const MUST_HAVE_LABELS: Record<(typeof MUST_HAVES)[number], string> = {
  'no-noncompete': 'No non-compete',
  'paid-documentation': 'Paid documentation time',
  mentorship: 'Mentorship',
};
