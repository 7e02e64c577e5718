// @vitest-environment happy-dom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it } from 'vitest';
import BoardFilters from './BoardFilters';
import { filtersFromUrl, readControls, writeControls, writeCounts } from './board-form';
import { FACETS, type FacetCounts } from './facets';
import { filtersToQuery } from './filters';

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

const counts = (n: number) => Object.fromEntries(FACETS.map((f) => [f, new Proxy({}, { get: () => n })])) as FacetCounts;

async function form(): Promise<HTMLFormElement> {
  const host = document.createElement('div');
  document.body.append(host);
  await act(async () => createRoot(host).render(createElement(BoardFilters, { counts: counts(5), total: 5, disabled: false, onClear: () => undefined })));
  return host.querySelector('form')!;
}

describe('the board form', () => {
  it('reads a URL into the controls: unknown options cleared, any whole-dollar minimum pay gets its option, and back to the same URL', async () => {
    const f = await form();
    const options = f.querySelectorAll('#job-min-pay option').length;
    const filters = filtersFromUrl(f, '?setting=pediatric&specialty=made-up&minPay=87500&payOnly=1&sort=pay');
    expect(filters).toMatchObject({ setting: 'pediatric', specialty: 'all', minPay: '87500', payOnly: '1', sort: 'pay' });
    const option = f.querySelector<HTMLOptionElement>('#job-min-pay option[value="87500"]')!;
    expect(option.text).toBe('$87,500+');
    // In order among the steps, in the spare option React rendered (no option React does not know of).
    expect(option.previousElementSibling?.getAttribute('value')).toBe('80000');
    expect(option.hasAttribute('data-spare')).toBe(true);
    expect(f.querySelectorAll('#job-min-pay option')).toHaveLength(options);
    writeControls(f, filters);
    expect(readControls(f)).toEqual(filters);
    // payOnly=1 is "Pay shown" checked.
    expect(f.querySelector<HTMLInputElement>('#job-pay-shown')!.checked).toBe(true);
    expect(filtersToQuery(filters)).toBe('?setting=pediatric&minPay=87500&payOnly=1&sort=pay');
    // Another amount (Back to another shared link) takes the same spare option, in its own place.
    expect(filtersFromUrl(f, '?minPay=92500').minPay).toBe('92500');
    const spare = f.querySelector<HTMLOptionElement>('#job-min-pay option[data-spare]')!;
    expect([spare.value, spare.previousElementSibling?.getAttribute('value')]).toEqual(['92500', '90000']);
  });

  it('writes every option its count, and "Pay shown" the jobs that state pay', async () => {
    const f = await form();
    expect(f.querySelector<HTMLOptionElement>('#job-role option[value="all"]')!.text).toBe('All (5)');
    writeCounts(f, counts(1234));
    expect(f.querySelector<HTMLOptionElement>('#job-role option[value="all"]')!.text).toBe('All (1,234)');
    const paid = { ...counts(1234), payOnly: { all: 1234, without: 34 } };
    writeCounts(f, paid);
    expect(f.querySelector('[data-count="payOnly"]')!.textContent).toBe('(1,200)');
  });
});
