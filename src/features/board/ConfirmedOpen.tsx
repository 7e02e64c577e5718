import { useEffect, useState } from 'react';
import { confirmedOpen } from '~/domain/job-format';

/** "Confirmed open N days ago": the built page says the date; the browser's clock makes it relative. */
export default function ConfirmedOpen({ at }: { at: string }) {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => setNow(Date.now()), []);
  return (
    <time dateTime={at} className="text-emerald-800" data-confirmed-open>
      ✓ {confirmedOpen(at, now)}
    </time>
  );
}
