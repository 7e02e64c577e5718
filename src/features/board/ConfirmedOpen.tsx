import { useEffect, useState } from 'react';
import { confirmedOpen } from '~/domain/job-format';

/**
 * "Confirmed open N days ago": the built page says the date; the browser's clock makes it relative (a
 * page script does it before the board hydrates, src/pages/jobs/index.astro, so the text
 * may differ from the built one on purpose).
 */
export default function ConfirmedOpen({ at }: { at: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  return (
    <span className="text-emerald-800">
      ✓{' '}
      <time dateTime={at} data-confirmed-open suppressHydrationWarning>
        {confirmedOpen(at, now)}
      </time>
    </span>
  );
}
