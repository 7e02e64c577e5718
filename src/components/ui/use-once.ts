/**
 * One action at a time: `once(work)` runs `work` unless one is running (a double tap does it once), with
 * `busy` true meanwhile, for the button to say so.
 */
import { useRef, useState } from 'react';

export function useOnce(): [busy: boolean, once: (work: () => Promise<void>) => Promise<void>] {
  const [busy, setBusy] = useState(false);
  // A ref as well as the state: two taps before React re-renders both see the first one running.
  const running = useRef(false);
  async function once(work: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }
  return [busy, once];
}
