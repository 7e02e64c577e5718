/**
 * An island's page frame: its heading, an optional lead, and the two announced lines every outcome is
 * said in (a polite status, or an alert for an error), above what the island shows.
 */
import type { ReactNode } from 'react';

export default function AnnouncedPage({
  title,
  lead,
  notice,
  children,
}: {
  title: string;
  lead?: string;
  notice: { text: string; error: boolean } | null;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-extrabold tracking-tight sm:text-3xl">{title}</h1>
      {lead && <p className="mt-2 text-slate-700">{lead}</p>}
      <p role="status" aria-live="polite" className="mt-3 min-h-6 text-sm font-semibold text-green-800">
        {notice && !notice.error ? notice.text : ''}
      </p>
      <p role="alert" className="min-h-6 text-sm font-semibold text-red-800">
        {notice?.error ? notice.text : ''}
      </p>
      {children}
    </div>
  );
}
