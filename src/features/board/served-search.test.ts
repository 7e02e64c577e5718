import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FILTER_KEYS } from './filters';
import { isSharedSearch, MAX_ANSWERING, readBoardPage, servedFilters, servePage } from './served-search.api';

const urls = { index: '/jobs/board/index-1.json', confirmed: '/c.json', cards: '/cards-', terms: '/t.json', words: '/w-', entries: '/e-', vocabulary: ['pt'] };
const page = `<!doctype html><html lang="en"><body>
<div hidden data-board-boot="${JSON.stringify(urls).replace(/"/g, '&quot;')}" data-listed="89"></div>
<select id="job-role" name="role"><option value="all">All (89)</option><option value="pt">PT (70)</option><option value="ota">OTA &amp; more</option></select>
<select id="job-min-pay" name="minPay"><option value="all">Any pay</option><option value="50000">$50k+</option></select>
<span class="board-initial">Showing 89 of 89 jobs</span><div data-board-served="true"></div></body></html>`;

describe('the /jobs function', () => {
  it('serves a search only when the URL sets something the built page does not show', () => {
    for (const q of ['', 'sort=newest', 'role=all', 'role=%20', 'utm_source=mail']) expect(isSharedSearch(new URLSearchParams(q)), q).toBe(false);
    for (const q of ['q=pt', 'location=Austin', 'role=pt', 'sort=pay', 'payOnly=1']) expect(isSharedSearch(new URLSearchParams(q)), q).toBe(true);
  });

  it("agrees with the page's own first script on which URLs are a shared search (the page hides its built cards for those)", () => {
    // The rule as BoardUrlGate.astro's inline script writes it, run on the same parameters.
    const gate = readFileSync('src/features/board/BoardUrlGate.astro', 'utf8');
    const rule = /const set = (keys\.some\(\(k\) => \{[\s\S]*?\}\));/.exec(gate)?.[1];
    expect(rule, 'the gate names a URL with a filter `set`').toBeTruthy();
    const pageSays = new Function('keys', 'p', `return ${rule};`) as (keys: readonly string[], p: URLSearchParams) => boolean;
    const values = ['', ' ', 'all', 'ALL', 'newest', 'Newest', 'pay', 'pt', '1', '0', '%20pt'];
    for (const k of [...FILTER_KEYS, 'utm_source', 'page'])
      for (const v of values) {
        const p = new URLSearchParams(`${k}=${v}`);
        expect(isSharedSearch(p), `${k}=${v}`).toBe(pageSays(FILTER_KEYS, p));
      }
  });

  it("reads the built page's board files, its count and each select's options", () => {
    const built = readBoardPage(page)!;
    expect(built.urls).toEqual(urls);
    expect(built.listed).toBe(89);
    expect([...built.options.get('role')!]).toEqual(['all', 'pt', 'ota']);
    expect(readBoardPage('<html><body>no board</body></html>')).toBeNull();
  });

  it('drops a value the form does not offer, as the board does, but keeps a minimum pay in whole dollars', () => {
    const { options } = readBoardPage(page)!;
    const f = servedFilters(new URLSearchParams('role=nonsense&minPay=85000&q=pt'), options);
    expect(f.role).toBe('all');
    expect(f.minPay).toBe('85000');
    expect(f.q).toBe('pt');
    expect(servedFilters(new URLSearchParams('role=pt'), options).role).toBe('pt');
  });

  it('leaves the page as built without a search, on the development server, or when the board cannot answer', async () => {
    const missing = { fetch: async () => new Response('not found', { status: 404 }) };
    expect(await servePage(page, missing, new URL('http://x/jobs'))).toBeNull();
    expect(
      await servePage(page.replace('<body>', '<body><script type="module" src="/@vite/client"></script>'), missing, new URL('http://x/jobs?q=pt')),
    ).toBeNull();
    expect(await servePage(page.replace('<div data-board-served="true"></div>', ''), missing, new URL('http://x/jobs?q=pt'))).toBeNull();
    // The board's files missing: the engine reports the failure, and the page goes as built.
    expect(await servePage(page, missing, new URL('http://x/jobs?role=pt'))).toBeNull();
  });

  it('works out a bounded number of searches at once: beyond it, the page as built, the engine not started', async () => {
    let asked = 0;
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const slow = {
      fetch: async () => {
        asked++;
        await held;
        return new Response('not found', { status: 404 });
      },
    };
    const busy = Array.from({ length: MAX_ANSWERING }, (_, i) => servePage(page, slow, new URL(`http://x/jobs?q=word${i}&role=pt`)));
    await new Promise((r) => setTimeout(r, 50));
    expect(asked).toBe(MAX_ANSWERING);
    expect(await servePage(page, slow, new URL('http://x/jobs?role=pt&sort=pay'))).toBeNull();
    expect(asked).toBe(MAX_ANSWERING);
    release();
    expect(await Promise.all(busy)).toEqual(busy.map(() => null));
  });
});
