/**
 * A feed as the practice and staff read it: its address and open jobs, a button to turn it off, and its
 * last runs, newest first (what each did, and each refusal with its reason).
 */
import type { ReactNode } from 'react';
import type { FeedRunReport, FeedView } from './job-source-records';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { timeZone: 'UTC', dateStyle: 'medium', timeStyle: 'short' }) + ' UTC';

function runSummary(r: FeedRunReport): string {
  if (r.outcome === 'failed') return `Failed: ${r.error ?? 'the feed could not be read'}`;
  if (r.outcome === 'unchanged') return 'Unchanged since the last run';
  const parts = [`${r.created} created`, `${r.updated} updated`, `${r.unchanged} unchanged`, `${r.closed} closed`];
  if (r.matched) parts.push(`${r.matched} recognised on the board`);
  parts.push(`${r.refused.length} refused`);
  return parts.join(', ');
}

function FeedRuns({ runs }: { runs: FeedRunReport[] }) {
  if (!runs.length) return <p className="text-sm text-slate-700">Not read yet: feeds are read every hour.</p>;
  return (
    <ol className="space-y-1 text-sm">
      {runs.map((r) => (
        <li key={r.startedAt}>
          <span className="text-slate-600">{when(r.startedAt)}</span> ·{' '}
          <span className={r.outcome === 'failed' ? 'font-semibold text-red-800' : ''}>{runSummary(r)}</span>
          {r.refused.length > 0 && (
            <details className="mt-1">
              <summary className="cursor-pointer text-brand-700 underline">
                Why {r.refused.length === 1 ? 'one was' : `${r.refused.length} were`} refused
              </summary>
              <ul className="mt-1 list-disc pl-5 break-words">
                {r.refused.map((x) => (
                  <li key={x.reference}>
                    <strong>{x.reference}</strong>: {x.reason}
                  </li>
                ))}
              </ul>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}

export default function FeedEntry({
  feed,
  lead,
  className,
  remove,
}: {
  feed: FeedView;
  /** What comes before the address (staff: the practice). */
  lead?: ReactNode;
  className: string;
  /** The "Turn off" button's look and action, when the reader may turn it off. */
  remove?: { className: string; disabled?: boolean; act: () => void };
}) {
  return (
    <li className={className}>
      <p className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="min-w-0 break-all">
          {lead}
          <strong>{feed.url}</strong> · {feed.jobs} open {feed.jobs === 1 ? 'job' : 'jobs'}
        </span>
        {remove && (
          <button type="button" className={remove.className} disabled={remove.disabled} onClick={remove.act} aria-label={`Turn off the feed ${feed.url}`}>
            Turn off
          </button>
        )}
      </p>
      <FeedRuns runs={feed.runs} />
    </li>
  );
}
