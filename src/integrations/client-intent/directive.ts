/**
 * `client:intent`: hydrate an island when the visitor reaches for it, not before (Astro inlines this in
 * each page that uses it, so it stays small). React and the island's data cost a phone real main-thread
 * time; a page that is right as built (the board's unfiltered first cards and counts) needs none
 * of it until someone touches a control. Wakes the island on the first of:
 *   - a pointer, focus, key or touch inside it; a button clicked before hydration finished is clicked
 *     again after it (a link needs nothing: it works as HTML);
 *   - `when`: the page's <html> matches this selector at start (e.g. a filtered URL): its code is fetched at
 *     once and it hydrates at idle, as client:idle (a shared search should not wait for idle to ask for it);
 *   - `cookie`: this cookie has a value (the visitor has saved something the island shows): at idle;
 *   - `events`: one of these events reaches the document (another component asks for the island);
 *   - `withParent`: the island around this one has hydrated (a toolbar slotted into the board).
 */
import type { ClientDirective } from 'astro';

export interface IntentOptions {
  when?: string;
  cookie?: string;
  events?: string[];
  withParent?: boolean;
}

const REACH = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

const intent: ClientDirective = (load, options, el) => {
  const o: IntentOptions = typeof options.value === 'object' && options.value ? (options.value as IntentOptions) : {};
  let woken = false;
  let clicked: HTMLButtonElement | null = null;
  const onClick = (e: Event) => {
    const b = e.target instanceof Element ? e.target.closest('button') : null;
    if (b && el.contains(b)) clicked = b;
  };
  let loading: ReturnType<typeof load> | null = null;
  const wake = async () => {
    if (woken) return;
    woken = true;
    for (const t of REACH) el.removeEventListener(t, wake);
    for (const t of o.events ?? []) document.removeEventListener(t, wake);
    const hydrate = await (loading ?? load());
    await hydrate();
    el.removeEventListener('click', onClick, true);
    if (!clicked) return;
    // hydrate() starts React's hydration, which finishes in later tasks: a click replayed before React has
    // reached the button would find no handler (the sheet's Show button stayed open on a phone).
    // Waited for frame by frame, for at most 5 seconds (a count of frames ran out at once where frames are
    // cheap, and could outlast a slow phone's hydration where they are not).
    const until = performance.now() + 5000;
    while (performance.now() < until && clicked.isConnected && !Object.keys(clicked).some((k) => k.startsWith('__reactProps'))) {
      await new Promise((r) => requestAnimationFrame(r));
    }
    if (clicked.isConnected) clicked.click();
  };
  const start = () => ('requestIdleCallback' in window ? requestIdleCallback(() => void wake()) : setTimeout(() => void wake(), 200));
  if (o.when && document.documentElement.matches(o.when)) {
    // Every module the island imports at once (index.ts lists them), not one level of imports at a time.
    for (const href of el.getAttribute('data-preload')?.split(' ').filter(Boolean) ?? []) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    loading = load();
    start();
    return;
  }
  if (o.cookie && document.cookie.split('; ').some((c) => c.startsWith(`${o.cookie}=`) && c.length > o.cookie!.length + 1)) {
    start();
    return;
  }
  for (const t of REACH) el.addEventListener(t, wake, { passive: true });
  el.addEventListener('click', onClick, true);
  for (const t of o.events ?? []) document.addEventListener(t, wake);
  if (o.withParent) el.parentElement?.closest('astro-island[ssr]')?.addEventListener('astro:hydrate', () => void wake(), { once: true });
};

export default intent;
