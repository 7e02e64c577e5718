// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import intent, { type IntentOptions } from './directive';

/** An island element with a button, and a directive run on it; `hydrated` counts hydrations. */
function island(value: IntentOptions | boolean, parent?: HTMLElement) {
  const el = document.createElement('astro-island');
  el.innerHTML = '<button type="button">More</button>';
  (parent ?? document.body).append(el);
  const state = { loads: 0, hydrated: 0, clicksAfter: 0 };
  el.querySelector('button')!.addEventListener('click', () => {
    if (state.hydrated) state.clicksAfter++;
  });
  intent(
    async () => {
      state.loads++;
      return async () => {
        state.hydrated++;
      };
    },
    { name: 'intent', value: value as unknown as string },
    el,
  );
  return { el, state, button: el.querySelector('button')! };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-wake');
  document.cookie = 'saved=; Max-Age=0';
  vi.useRealTimers();
});

describe('client:intent', () => {
  it('waits for the visitor: nothing loads until a pointer, focus or key reaches the island, then once', async () => {
    const { el, state } = island(true);
    await settle();
    expect(state.loads).toBe(0);
    el.dispatchEvent(new Event('pointerover', { bubbles: true }));
    el.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(state).toMatchObject({ loads: 1, hydrated: 1 });
  });

  it('clicks a button again after hydrating when it was clicked before (the first click is not lost)', async () => {
    const { button, state } = island(true);
    button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    button.click(); // before hydration: the island is not listening yet
    expect(state.clicksAfter).toBe(0);
    await settle();
    expect(state.hydrated).toBe(1);
    // Not before React has reached the button (it marks each node it hydrates), then once.
    expect(state.clicksAfter).toBe(0);
    Object.assign(button, { __reactProps$test: {} });
    await expect.poll(() => state.clicksAfter).toBe(1);
  });

  it('hydrates at idle when the page matches `when`, or the cookie has a value', async () => {
    document.documentElement.setAttribute('data-wake', '');
    const a = island({ when: '[data-wake]' });
    document.documentElement.removeAttribute('data-wake');
    const b = island({ when: '[data-wake]' });
    document.cookie = 'saved=%5B%221%22%5D';
    const c = island({ cookie: 'saved' });
    const d = island({ cookie: 'savedx' });
    await new Promise((r) => setTimeout(r, 300));
    expect([a.state.hydrated, b.state.hydrated, c.state.hydrated, d.state.hydrated]).toEqual([1, 0, 1, 0]);
  });

  it('wakes on a named event reaching the document, and with the island around it', async () => {
    const dialog = island({ events: ['apply:request'] });
    document.body.dispatchEvent(new Event('other', { bubbles: true }));
    await settle();
    expect(dialog.state.loads).toBe(0);
    document.body.dispatchEvent(new CustomEvent('apply:request', { bubbles: true }));
    await settle();
    expect(dialog.state.hydrated).toBe(1);

    const outer = document.createElement('astro-island');
    outer.setAttribute('ssr', '');
    document.body.append(outer);
    const inner = island({ withParent: true }, outer);
    await settle();
    expect(inner.state.loads).toBe(0);
    outer.dispatchEvent(new CustomEvent('astro:hydrate'));
    await settle();
    expect(inner.state.hydrated).toBe(1);
  });
});

describe('client:intent with `when` and data-preload', () => {
  it('asks for every listed module at once and loads the island at once, hydrating at idle', async () => {
    document.documentElement.setAttribute('data-wake', '');
    const el = document.createElement('astro-island');
    el.setAttribute('data-preload', '/_astro/a.js /_astro/b.js');
    document.body.append(el);
    let loads = 0;
    let hydrated = 0;
    intent(
      async () => {
        loads++;
        return async () => {
          hydrated++;
        };
      },
      { name: 'intent', value: { when: '[data-wake]' } as unknown as string },
      el,
    );
    expect(loads).toBe(1);
    expect([...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual(['/_astro/a.js', '/_astro/b.js']);
    await new Promise((r) => setTimeout(r, 300));
    expect(hydrated).toBe(1);
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((l) => l.remove());
  });
});
