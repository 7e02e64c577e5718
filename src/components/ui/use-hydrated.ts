import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React hydrates the build's HTML, true from the render after: state only this browser has
 * (a saved job in its cookie) is shown once hydration is done, so the first render matches the build's
 * markup (a mismatch is React error #418, and React then renders the island again from scratch).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
