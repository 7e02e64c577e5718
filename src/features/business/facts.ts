/**
 * Business facts in one place: prices, terms, guarantees, marketing claims, limits and
 * policy numbers. Every page and the FAQ read them from here, so a price changes in one line.
 *
 * Where the spec records two values, the site shows one (DESIGN.md): a job post runs for the policies'
 * 60-day term (the FAQ's 90 days is not used), and an extension buys another 60 days.
 */
import { formatUsd } from '~/domain/job-format';
// The policy numbers the database enforces live with the lifecycle (src/domain/job-lifecycle.ts).
import { CCPA_ACK_DAYS, CCPA_EXTENSION_DAYS, CCPA_RESPOND_DAYS, DAILY_POSTINGS, MAX_EDITS, TERM_DAYS } from '~/domain/job-status';

export const pricing = {
  contingency: { monthlyFee: 180, minimumMonths: 4, placementFee: 9500, placementFeeDueDays: 63 },
  outsourced: { monthlyFee: 3500, minimumMonths: 6, perHireFee: 0, postingsPerMonth: 3, forRolesAtLeast: 3 },
  training: { oneTime: 3500, advisoryMonthly: 2000, teamMembers: 3 },
  jobBoard: { founderRatePerMonth: 49, billedMonths: 2, rateLockMonths: 12 },
} as const;

export const terms = {
  postTermDays: TERM_DAYS,
  extensionDays: TERM_DAYS,
  dailyPostingCap: DAILY_POSTINGS,
  dailyCapTimeZone: 'Pacific Time',
  refundBeforeGoLivePercent: 90,
  maxEditsPerListing: MAX_EDITS,
  guaranteeDays: 63,
  liabilityCapMonths: 12,
  ccpaAcknowledgeDays: CCPA_ACK_DAYS,
  ccpaRespondDays: CCPA_RESPOND_DAYS,
  ccpaExtensionDays: CCPA_EXTENSION_DAYS,
  responseHours: 24,
  ptaPayShareOfPt: '65-75%',
  resumeMaxMb: 5,
  postingPolicyEffective: 'August 12, 2025',
} as const;

export const claims = {
  placements: '500+',
  clientSatisfaction: '95%',
  averageDaysToHire: 30,
  oneYearRetention: '85%',
  networkSize: '1,000+',
  candidatesPresentedIn: '1-2 weeks',
  placementDays: '30-45',
  candidateFees: 'No fees for candidates',
} as const;

/** '$180', '$9,500', '$3,500' — the one formatter for prices on every page. */
export const price = (amount: number): string => formatUsd(amount);

/** Every price the site may show, formatted: a page's dollar amounts must be among these. */
export function allPrices(): string[] {
  const values = [
    pricing.contingency.monthlyFee,
    pricing.contingency.placementFee,
    pricing.outsourced.monthlyFee,
    pricing.outsourced.perHireFee,
    pricing.training.oneTime,
    pricing.training.advisoryMonthly,
    pricing.jobBoard.founderRatePerMonth,
    pricing.jobBoard.founderRatePerMonth * pricing.jobBoard.billedMonths,
  ];
  return [...new Set(values.map(price))];
}
