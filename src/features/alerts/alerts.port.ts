/**
 * The job-alert port: alerts with double opt-in, and their deliveries, one row per (alert,
 * window). Implemented once in SQL (src/features/alerts/alerts.store.ts), as the service role.
 */
import type { AlertFrequency, AlertSummary } from './alert';
import type { OutboxMail } from '~/server/ports/mail-outbox';

export { ALERT_FREQUENCIES, CONFIRM_DAYS, type AlertFrequency } from './alert';

export interface Alert extends AlertSummary {
  createdAt: Date;
  confirmedAt: Date | null;
  deliveredUntil: Date | null;
}

export interface Delivery {
  alert: Alert;
  windowStart: Date;
  windowEnd: Date;
  jobIds: string[];
  /** The send batch this delivery belongs to: the provider's idempotency key, fixed when planned. */
  batch: string;
  attempts: number;
}

export interface PlannedDelivery {
  alertId: string;
  windowStart: Date;
  windowEnd: Date;
  jobIds: string[];
  batch: string;
}

export interface AlertStore {
  /**
   * A pending alert for this address and search, with its confirmation mail queued in the same
   * transaction. Asking again finds the first alert (created false): a pending one gets its confirmation
   * again (callers bound mails per inbox first), keeping its first name; an active or paused one gets nothing.
   */
  request(
    input: { email: string; name: string | null; frequency: AlertFrequency; query: string },
    confirmation: (alert: Alert) => Promise<OutboxMail>,
    now?: Date,
  ): Promise<{ alert: Alert; created: boolean; mailed: boolean }>;
  get(id: string): Promise<Alert | null>;
  /**
   * Activates a pending alert not older than CONFIRM_DAYS; its first window starts one period before the
   * confirmation, so the first mail brings the recent matches. Null when there is nothing to confirm.
   */
  confirm(id: string, now?: Date): Promise<Alert | null>;
  /** Every alert of an address, oldest first. */
  forEmail(email: string): Promise<Alert[]>;
  /** Changes an alert of this address (frequency, search, paused or active); false when it has none with this id. */
  update(email: string, id: string, changes: { frequency?: AlertFrequency; query?: string; status?: 'active' | 'paused' }): Promise<boolean>;
  /** Deletes an alert (and its deliveries); false when there was none. With `email`, only that address's. */
  remove(id: string, email?: string): Promise<boolean>;
  /** Deletes every alert of an address with this query (the weekly card's unsubscribe); how many. */
  removeQuery(email: string, query: string): Promise<number>;
  /** Deletes pending alerts older than CONFIRM_DAYS; how many. */
  expirePending(now: Date): Promise<number>;
  /** Active alerts whose period has passed since their last window, without an unsent delivery. */
  due(now: Date): Promise<Alert[]>;
  /** Planned or failed deliveries (with their alerts, still active), in batch order. */
  openDeliveries(): Promise<Delivery[]>;
  /** Records deliveries before sending; a (alert, window) already recorded is left as it is. */
  plan(deliveries: readonly PlannedDelivery[]): Promise<void>;
  /** Advances alerts with nothing to send: their window ends here, no delivery row, no mail. */
  advance(ids: readonly string[], windowEnd: Date): Promise<void>;
  /** Marks deliveries sent and moves their alerts' windows on, in one transaction. */
  markSent(keys: readonly { alertId: string; windowEnd: Date }[], now?: Date): Promise<void>;
  /**
   * Claims the one delivery run for `leaseSeconds` (true), or finds another run holding it (false): two
   * runs at once never both send. The owner renews by claiming again; `releaseRun` ends the lease.
   */
  claimRun(owner: string, leaseSeconds: number): Promise<boolean>;
  releaseRun(owner: string): Promise<void>;
  /** Marks deliveries failed (the next run retries them); counts the attempt and keeps the error. */
  markFailed(keys: readonly { alertId: string; windowEnd: Date }[], error: string): Promise<void>;
}
