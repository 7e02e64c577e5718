/**
 * Alert delivery (`npm run alerts`, daily). Each due alert is matched against the jobs posted
 * since its last window with the board's own code (`applyBoard`: the same filters, 50-mile radius and
 * sort as /jobs for the alert's URL), and gets one mail when anything matches.
 *
 * Exactly once: every delivery is recorded (alert, window, the job ids, its batch) before anything is
 * sent, and marked sent with the alert's new window in one transaction after the provider accepts it.
 * A rerun after a crash or a failed send resends exactly the unmarked deliveries, with the same window,
 * jobs and batch, under the same idempotency keys: the provider (Resend: 24 hours) or the outbox (one
 * file per key) drops what it already has, so nobody gets a mail twice and nobody is skipped. SMTP has
 * no such key; there the same Message-ID is the best a sender can do.
 *
 * Sending goes through the mail port in batches where it has one (Resend: 100 per request, at its
 * documented 2 requests a second), else one by one, with retries and backoff. A delivery that still
 * fails is marked failed, reported by alert id (never an address), and retried by the next run.
 */
import type { PublicJob } from '~/domain/job';
import type { JobSummary } from '~/domain/job-summary';
import { applyBoard } from '~/features/board/text-board';
import { geocodeTarget } from '~/features/board/place-search';
// (text-board gives the board's location rule its place names.)
import { toJobSummary } from '~/features/jobs/summaries.server';
import { geocode, placeName } from '~/features/location/gazetteer.server';
import type { Alert, AlertStore, Delivery, PlannedDelivery } from '~/features/alerts/alerts.port';
import type { JobStore } from '~/features/jobs/jobs.port';
import { MailRateLimited, type Mail, type Mailer } from '~/server/ports/mail';
import { alertMail } from './alert-mail';
import { alertFilters, displayKeywords } from './alert-search';
import { manageToken, manageUrl, unsubscribeToken, unsubscribeUrl } from './alert-links';

export interface AlertRunReport {
  /** False when another run held the delivery lock: this one did nothing. */
  ran: boolean;
  /** Unconfirmed alerts deleted after 7 days. */
  expired: number;
  /** Alerts whose period was up. */
  due: number;
  /** Deliveries left unsent by an earlier run, sent now. */
  resumed: number;
  /** Due alerts with nothing new: their window moved on, no mail. */
  nothingNew: number;
  sent: number;
  /** Alerts (by id) whose delivery failed this run (retried by the next one). */
  failed: string[];
  /** Requests made to the transport (a batch is one). */
  requests: number;
}

export interface DeliverOptions {
  alerts: AlertStore;
  jobs: JobStore;
  mailer: Mailer;
  siteUrl: string;
  productName: string;
  secret: string;
  now?: Date;
  /** Attempts per batch before it is marked failed (default 3). */
  attempts?: number;
  /** Waits between attempts and to keep the provider's rate (replaceable in tests). */
  sleep?: (ms: number) => Promise<void>;
  /** Mails per batch where the transport batches (default: Resend's 100). */
  batchSize?: number;
  /** Progress after each batch (the benchmark prints it). */
  onBatch?: (sent: number) => void;
}

const idempotencyKey = (alertId: string, windowEnd: Date) => `alert-${alertId}-${windowEnd.getTime()}`;
const BACKOFF_MS = 1000;

/**
 * The jobs a due alert gets for its window: the board's result for its URL, posted within the window.
 * Pass the same `summaries` array for every alert of a run: the board indexes it once.
 */
export function matchAlert(alert: Pick<Alert, 'query'>, summaries: readonly JobSummary[], window: { start: Date; end: Date }, now: Date): JobSummary[] {
  const f = alertFilters(alert.query);
  const target = geocodeTarget(f.location);
  const origin = target ? geocode(target) : null;
  const from = window.start.getTime();
  const to = window.end.getTime();
  return applyBoard(summaries, f, origin, now.getTime()).filter((j) => {
    const posted = Date.parse(j.posted_at);
    return posted > from && posted <= to;
  });
}

/** How long a run may hold the delivery lock; longer than the scheduled job's own time limit. */
const RUN_LEASE_SECONDS = 1800;

/**
 * One run at a time: the run claims the store's delivery lock first, and a run that finds it held does
 * nothing (`ran: false`), so overlapping runs on any number of hosts send each delivery once.
 */
export async function deliverAlerts(o: DeliverOptions): Promise<AlertRunReport> {
  const owner = crypto.randomUUID();
  if (!(await o.alerts.claimRun(owner, RUN_LEASE_SECONDS)))
    return { ran: false, expired: 0, due: 0, resumed: 0, nothingNew: 0, sent: 0, failed: [], requests: 0 };
  try {
    return await deliverLocked(o);
  } finally {
    await o.alerts.releaseRun(owner);
  }
}

async function deliverLocked(o: DeliverOptions): Promise<AlertRunReport> {
  const now = o.now ?? new Date();
  const sleep = o.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const siteUrl = o.siteUrl.replace(/\/$/, '');
  const report: AlertRunReport = { ran: true, expired: 0, due: 0, resumed: 0, nothingNew: 0, sent: 0, failed: [], requests: 0 };
  report.expired = await o.alerts.expirePending(now);

  const listed = await o.jobs.listListedJobs(now);
  const open = await o.alerts.openDeliveries();
  report.resumed = open.length;
  const due = await o.alerts.due(now);
  report.due = due.length;

  // Match each due alert against the jobs posted since the oldest window start (one board index for all).
  const oldest = Math.min(...due.map((a) => a.deliveredUntil!.getTime()), now.getTime());
  const recent = listed.filter((j) => Date.parse(j.posted_at) > oldest);
  const summaries = recent.map(toJobSummary);
  const planned: PlannedDelivery[] = [];
  const nothingNew: string[] = [];
  // Deliveries are planned in groups of what the transport takes in one batch (100 where it has none).
  const batchMax = o.mailer.batchMax ?? 100;
  const batchSize = Math.max(1, Math.min(o.batchSize ?? batchMax, batchMax));
  for (const alert of due) {
    const jobs = matchAlert(alert, summaries, { start: alert.deliveredUntil!, end: now }, now);
    if (!jobs.length) nothingNew.push(alert.id);
    else
      planned.push({
        alertId: alert.id,
        windowStart: alert.deliveredUntil!,
        windowEnd: now,
        jobIds: jobs.map((j) => j.id),
        // Fixed now and stored: a rerun sends the same batch under the same key.
        batch: `alerts-${now.getTime()}-${Math.floor(planned.length / batchSize)}`,
      });
  }
  await o.alerts.plan(planned);
  await o.alerts.advance(nothingNew, now);
  report.nothingNew = nothingNew.length;

  // Everything unsent, old batches first: the resumed ones and the ones just planned.
  // (The store orders by batch, and batch names start with their run's time.)
  const batches = new Map<string, Delivery[]>();
  for (const d of await o.alerts.openDeliveries()) {
    const list = batches.get(d.batch);
    if (list) list.push(d);
    else batches.set(d.batch, [d]);
  }

  const byId = new Map(listed.map((j) => [j.id, j]));
  const perSecond = o.mailer.requestsPerSecond ?? Infinity;
  let lastRequest = 0;
  const pace = async () => {
    const wait = lastRequest + 1000 / perSecond - Date.now();
    if (wait > 0) await sleep(wait);
    lastRequest = Date.now();
    report.requests++;
  };

  for (const [batch, list] of batches) {
    const mails: { delivery: Delivery; mail: Mail | null }[] = [];
    for (const d of list) {
      // Jobs that closed since the window was planned are left out; with none left there is nothing to send.
      const jobs = d.jobIds.map((id) => byId.get(id)).filter((j): j is PublicJob => !!j);
      const [manage, unsubscribe] = await Promise.all([manageToken(o.secret, d.alert.email), unsubscribeToken(o.secret, d.alert.id)]);
      mails.push({
        delivery: d,
        mail: jobs.length
          ? alertMail(d.alert, jobs, {
              siteUrl,
              productName: o.productName,
              manageUrl: manageUrl(siteUrl, manage),
              unsubscribeUrl: unsubscribeUrl(siteUrl, unsubscribe),
              idempotencyKey: idempotencyKey(d.alert.id, d.windowEnd),
              // Confirmed: a place the gazetteer knows by its name, another as typed, cleaned.
              place: (l) => placeName(l) ?? (displayKeywords(l) || null),
            })
          : null,
      });
    }
    const key = (m: { delivery: Delivery }) => ({ alertId: m.delivery.alert.id, windowEnd: m.delivery.windowEnd });
    const empty = mails.filter((m) => !m.mail);
    if (empty.length) await o.alerts.markSent(empty.map(key), now);
    const ready = mails.filter((m) => m.mail);
    const attempts = o.attempts ?? 3;
    /**
     * Sends with retries: a 429 waits for its Retry-After, any other failure 1, 2, 4 ... seconds. Only the
     * transport's errors are retried here; the store's are not caught, so a database failure stops the
     * run (its unmarked deliveries wait for the next run) instead of being mistaken for a failed send.
     */
    const withRetries = async (send: () => Promise<unknown>): Promise<string | null> => {
      let lastError = '';
      for (let attempt = 1; attempt <= attempts; attempt++) {
        try {
          await pace();
          await send();
          return null;
        } catch (error) {
          lastError = error instanceof Error ? error.message : String(error);
          if (attempt < attempts) await sleep(error instanceof MailRateLimited ? error.retryAfterSeconds * 1000 : BACKOFF_MS * 2 ** (attempt - 1));
        }
      }
      return lastError;
    };
    const failed = async (list: typeof ready, error: string) => {
      console.error(`alert batch ${batch}: ${list.length} not sent after ${attempts} attempts: ${error}`);
      await o.alerts.markFailed(list.map(key), error);
      // Alert ids, never addresses: the run's output is kept in CI logs.
      report.failed.push(...list.map((m) => `alert ${m.delivery.alert.id}`));
    };
    if (o.mailer.sendBatch && ready.length > 1) {
      // All or none: the batch's key makes a resend of an accepted batch a no-op at the provider.
      const sendBatch = o.mailer.sendBatch.bind(o.mailer);
      const error = await withRetries(() =>
        sendBatch(
          ready.map((m) => m.mail!),
          batch,
        ),
      );
      if (error === null) {
        await o.alerts.markSent(ready.map(key), now);
        report.sent += ready.length;
      } else await failed(ready, error);
    } else {
      // One by one: each accepted mail is marked at once, and one address failing holds up no other.
      for (const m of ready) {
        const error = await withRetries(() => o.mailer.send(m.mail!));
        if (error === null) {
          await o.alerts.markSent([key(m)], now);
          report.sent++;
        } else await failed([m], error);
      }
    }
    o.onBatch?.(report.sent);
  }
  return report;
}
