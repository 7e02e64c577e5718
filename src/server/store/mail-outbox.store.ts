/**
 * The durable mail outbox (table public.mail_outbox). Mails a stored submission owes are queued in the
 * submission's transaction and sent by `drain`, which the functions run after answering and a scheduled
 * job (`npm run outbox`) runs every few minutes. A failed send is retried with exponential backoff; a
 * mail that failed MAX_ATTEMPTS times stays in the table, reported by every drain until staff act.
 *
 * Delivery is at least once: a drain claims a batch by pushing its next attempt a lease into the future
 * (FOR UPDATE SKIP LOCKED, so concurrent drains take different rows), and only a drain that dies between
 * the provider's acceptance and marking the row sent can cause a repeat, after the lease.
 */
import { z } from 'zod';
import type { MailOutbox, OutboxMail } from '../ports/mail-outbox';
import { recipientKey } from '../ports/rate-limit';

export type { OutboxMail } from '../ports/mail-outbox';
import { asRole, type Queryable, type Sql } from '../db/sql';

export const MAX_ATTEMPTS = 12;
const LEASE_SECONDS = 300;
/** 1, 2, 4 ... minutes after each failure, at most 6 hours: twelve attempts span about a day and a half. */
function backoffSeconds(attempts: number): number {
  return Math.min(60 * 2 ** Math.max(0, attempts - 1), 6 * 3600);
}

/**
 * Queues mails in the caller's transaction. Each carries its recipient's folded inbox: the database takes
 * at most 5 a day that strangers can cause into one inbox and silently drops the rest (mail_outbox_inbox_cap).
 */
export async function enqueueMails(tx: Queryable, mails: readonly OutboxMail[]): Promise<void> {
  for (const m of mails) {
    // The headers as text, then jsonb: postgres.js sends a string bound to a jsonb parameter as a JSON string.
    await tx.query(
      `insert into public.mail_outbox (kind, to_address, subject, body_text, body_html, reply_to, headers, inbox_key) values ($1, $2, $3, $4, $5, $6, $7::text::jsonb, $8)`,
      [m.kind, m.to, m.subject, m.text, m.html ?? null, m.replyTo ?? null, JSON.stringify(m.headers ?? {}), recipientKey(m.to).slice(0, 254)],
    );
  }
}

const claimedRow = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  kind: z.string(),
  to_address: z.string(),
  subject: z.string(),
  body_text: z.string(),
  body_html: z.string().nullable(),
  reply_to: z.string().nullable(),
  headers: z.union([
    z.record(z.string(), z.string()),
    // postgres.js may hand jsonb back as text; text that is no JSON object is a row to set aside, not a crash.
    z.string().transform((s, ctx) => {
      try {
        const value: unknown = JSON.parse(s);
        if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, string>;
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'is not a JSON object' });
      return z.NEVER;
    }),
  ]),
  attempts: z.coerce.number(),
});

export function createMailOutbox(sql: Sql): MailOutbox {
  const service = <T>(fn: (tx: Queryable) => Promise<T>) => asRole(sql, 'service_role', fn);
  return {
    async enqueue(mails) {
      await service((tx) => enqueueMails(tx, mails));
    },
    async drain(mailer, options = {}) {
      // Due by the database's clock unless a time is given: rows are queued with its now(), to the
      // microsecond, and a drain started in the same millisecond by JavaScript's clock left them for the next pass.
      const at = options.now?.toISOString() ?? null;
      const claimed = await service((tx) =>
        tx.query(
          `update public.mail_outbox set attempts = attempts + 1, next_attempt_at = coalesce($1::timestamptz, now()) + make_interval(secs => $2)
           where id in (
             select id from public.mail_outbox
             where sent_at is null and next_attempt_at <= coalesce($1::timestamptz, now()) and attempts < $3
             order by id limit $4 for update skip locked)
           returning id, kind, to_address, subject, body_text, body_html, reply_to, headers, attempts`,
          [at, LEASE_SECONDS, MAX_ATTEMPTS, options.limit ?? 50],
        ),
      );
      let sent = 0;
      let failed = 0;
      for (const raw of claimed) {
        // Each row on its own: one that no longer parses is set aside with the reason, and the rest go out.
        const parsed = claimedRow.safeParse(raw);
        if (!parsed.success) {
          const reason = `unreadable row: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`.slice(0, 500);
          failed++;
          await service((tx) => tx.query('update public.mail_outbox set attempts = $2, last_error = $3 where id = $1', [String(raw.id), MAX_ATTEMPTS, reason]));
          console.error(`Outbox mail ${String(raw.id)} set aside: ${reason}`);
          continue;
        }
        const row = parsed.data;
        try {
          await mailer.send({
            to: row.to_address,
            subject: row.subject,
            text: row.body_text,
            html: row.body_html ?? undefined,
            replyTo: row.reply_to ?? undefined,
            headers: row.headers,
          });
          await service((tx) => tx.query('update public.mail_outbox set sent_at = now(), last_error = null where id = $1', [row.id]));
          sent++;
        } catch (error) {
          failed++;
          const message = String((error as Error)?.message ?? error).slice(0, 500);
          await service((tx) =>
            tx.query(
              `update public.mail_outbox set last_error = $2, next_attempt_at = coalesce($3::timestamptz, now()) + make_interval(secs => $4) where id = $1`,
              [row.id, message, at, backoffSeconds(row.attempts)],
            ),
          );
          console.error(`Outbox mail ${row.id} (${row.kind}) failed, attempt ${row.attempts} of ${MAX_ATTEMPTS}: ${message}`);
        }
      }
      const [counts] = await service((tx) =>
        tx.query<{ dead: number; pending: number }>(
          `select count(*) filter (where attempts >= $1)::int as dead, count(*) filter (where attempts < $1)::int as pending from public.mail_outbox where sent_at is null`,
          [MAX_ATTEMPTS],
        ),
      );
      return { sent, failed, dead: Number(counts?.dead ?? 0), pending: Number(counts?.pending ?? 0) };
    },
  };
}
