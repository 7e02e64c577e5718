// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { confirmedOpenAgo } from '~/domain/job-format';
import { boardPrePaint } from './pre-paint';

const vars = { sheetKeys: ['setting', 'remote'], licenceKey: 'licence' };
// The page runs the function from its source text, as BoardPrePaint.astro writes it: a name from outside the
// function would throw there, so one test runs that text; the others call the import (which coverage sees).
const run = (search: string, fromSource = false) => {
  history.replaceState(null, '', `/jobs${search}`);
  if (fromSource) new Function(`(${boardPrePaint.toString()})(${JSON.stringify(vars)}, ${confirmedOpenAgo.toString()});`)();
  else boardPrePaint(vars, confirmedOpenAgo);
};

beforeEach(() => {
  document.documentElement.removeAttribute('data-board-touched');
  document.body.innerHTML = `
    <form data-board-form>
      <input name="q" value="">
      <select name="setting"><option value="all" data-label="All settings">All settings (9)</option><option value="outpatient" data-label="Outpatient">Outpatient (4)</option></select>
      <select name="minPay"><option value="all">Any pay</option><option data-spare hidden disabled></option></select>
      <select name="sort"><option value="newest">Newest</option><option value="match">Best match</option></select>
      <input type="checkbox" name="remote" value="1">
      <span data-count>9</span><span data-active-filters></span>
    </form>
    <time datetime="${new Date(Date.now() - 3 * 86_400_000).toISOString()}" data-confirmed-open>Confirmed open on May 1</time>`;
});

describe('the board before first paint', () => {
  it("sets the URL's filters, blanks the unfiltered counts and counts the sheet's filters, run from its source text as the page runs it", () => {
    run('?setting=outpatient&remote=1&q=ortho', true);
    const f = document.querySelector('form')!;
    expect((f.elements.namedItem('setting') as HTMLSelectElement).value).toBe('outpatient');
    expect((f.elements.namedItem('remote') as HTMLInputElement).checked).toBe(true);
    expect((f.elements.namedItem('sort') as HTMLSelectElement).value).toBe('match');
    expect(f.querySelector('[data-count]')!.textContent).toBe('');
    expect(f.querySelector('option[value="outpatient"]')!.textContent).toBe('Outpatient');
    expect(f.querySelector('[data-active-filters]')!.textContent).toBe(' (2)');
  });

  it('gives a minimum pay that is not a step its own option, and ignores a value the form does not offer', () => {
    run('?minPay=85500&setting=nowhere');
    const f = document.querySelector('form')!;
    expect((f.elements.namedItem('minPay') as HTMLSelectElement).value).toBe('85500');
    expect(f.querySelector('option[data-spare]')!.textContent).toBe('$85,500+');
    expect((f.elements.namedItem('setting') as HTMLSelectElement).value).toBe('all');
  });

  it('leaves an unfiltered board as built, its dates read against today', () => {
    run('');
    expect(document.querySelector('[data-count]')!.textContent).toBe('9');
    expect(document.querySelector('time')!.textContent).toBe('Confirmed open 3 days ago');
  });

  it('marks the page touched when a control changes before the island wakes, and tells the island', () => {
    run('');
    let woke = 0;
    document.addEventListener('board:wake', () => woke++);
    const setting = document.querySelector<HTMLSelectElement>('select[name="setting"]')!;
    setting.value = 'outpatient';
    setting.dispatchEvent(new Event('change', { bubbles: true }));
    expect(document.documentElement.hasAttribute('data-board-touched')).toBe(true);
    expect(woke).toBe(1);
  });
});
