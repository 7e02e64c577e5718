/** Job alerts' fixed facts, shared by the store, the functions, the delivery job and pages. */
export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export type AlertStatus = 'pending' | 'active' | 'paused';

/** How long a delivery window of each frequency is. */
export const PERIOD_MS: Record<AlertFrequency, number> = { daily: 86_400_000, weekly: 7 * 86_400_000 };
/** How long an unconfirmed alert waits for its confirmation before it is deleted. */
export const CONFIRM_DAYS = 7;

/** What an alert's mails and pages show of it. */
export interface AlertSummary {
  id: string;
  email: string;
  name: string | null;
  frequency: AlertFrequency;
  /** The board's canonical query string ('' = every job). */
  query: string;
  status: AlertStatus;
}
