/**
 * How fast an employer answers, from the applications relayed through the site only (never a guess about
 * those sent elsewhere): shown on its job pages once it has MIN_APPLICATIONS. The median counts an
 * unanswered application at its age so far, so silence shows. Pure.
 */
import { plural } from '~/lib/plural';

const MIN_APPLICATIONS = 5;
/** Days after which an unanswered application is brought to staff. */
export const UNANSWERED_DAYS = 30;

export interface ResponseFigure {
  applications: number;
  answered: number;
  /** Median days from an application to its first status (unanswered ones at their age). */
  medianDays: number;
}

/** "Usually answers within 3 days", or that most have had no answer yet; null below the minimum. */
export function answersLine(f: ResponseFigure | null | undefined): string | null {
  if (!f || f.applications < MIN_APPLICATIONS) return null;
  if (f.answered * 2 < f.applications) return 'Most applications have had no answer yet';
  const days = Math.max(1, Math.ceil(f.medianDays));
  return `Usually answers within ${plural(days, 'day')}`;
}

/** What the figure counts, as the page says it. */
export const answersBasis = (f: ResponseFigure, product: string) =>
  `From ${plural(f.applications, 'application')} sent through ${product} that the employer opened, ${f.answered} answered; applications sent elsewhere, unopened or marked as spam are not counted.`;

/** Applications left unanswered, by job: for the staff notice. */
export interface UnansweredRow {
  jobId: string;
  jobTitle: string;
  employer: string;
  applications: number;
  oldest: string;
}
