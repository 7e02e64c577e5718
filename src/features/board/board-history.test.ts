// @vitest-environment happy-dom
/**
 * The board's place in history, without the view: one entry per committed search (a pending push stays a
 * push), the URL written at idle or at once before leaving, Back winning over a search not yet written, and
 * each entry keeping the cards shown and the scroll.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { boardHistory, type HistoryState } from './board-history';

describe('the board in the browser history', () => {
  let query: string | null;
  let shown: number;
  beforeEach(() => {
    history.replaceState(null, '', '/jobs');
    query = '';
    shown = 12;
    vi.stubGlobal('requestIdleCallback', (fn: () => void) => setTimeout(fn, 0));
  });
  const place = () =>
    boardHistory(
      () => query,
      () => shown,
    );
  const idle = () => new Promise((r) => setTimeout(r, 5));

  it('typing replaces, a commit pushes: a push pending when a replace comes stays a push, written at idle', async () => {
    const p = place();
    const before = history.length;
    query = '?q=pt';
    p.schedule('push');
    query = '?q=pta';
    p.schedule('replace');
    expect(location.search).toBe('');
    await idle();
    expect(location.search).toBe('?q=pta');
    expect(history.length).toBe(before + 1);
    query = '?q=pta+home';
    p.schedule('replace');
    await idle();
    expect(location.search).toBe('?q=pta+home');
    expect(history.length).toBe(before + 1);
  });

  it('flushes a pending URL at once before the visitor leaves; Back drops a search not yet written', async () => {
    const p = place();
    query = '?setting=outpatient';
    p.schedule('push');
    p.flush();
    expect(location.search).toBe('?setting=outpatient');
    query = '?setting=pediatric';
    p.schedule('push');
    p.forgetPending();
    await idle();
    expect(location.search).toBe('?setting=outpatient');
  });

  it('keeps the cards shown and the scroll in the entry, writing only a change', () => {
    const p = place();
    const replace = vi.spyOn(history, 'replaceState');
    shown = 36;
    p.scrolled = 1200;
    p.remember();
    expect(history.state as HistoryState).toMatchObject({ shown: 36, scroll: 1200 });
    p.remember();
    expect(replace).toHaveBeenCalledTimes(1);
    replace.mockRestore();
  });

  it('writes nothing without a form, or when the URL is already the search', () => {
    const p = place();
    const push = vi.spyOn(history, 'pushState');
    query = null;
    p.write('push');
    query = '';
    p.write('push');
    expect(push).not.toHaveBeenCalled();
    push.mockRestore();
  });
});
