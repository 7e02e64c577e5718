// @vitest-environment happy-dom
/**
 * The apply dialog as a visitor uses it: the main button sends through the site with one confirmation, the
 * template follows the resume and the name, and "Remember me on this device" fills the next application.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { requestApply } from './apply-trigger';
import ApplyDialog from './ApplyDialog';
import { rememberedApplicant } from './remembered-applicant';

const sent: { url: string; body: unknown }[] = [];
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  navigator.sendBeacon = () => true;
  // happy-dom's dialog has no showModal in every version: open it as the browser would.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});
beforeEach(() => {
  sent.length = 0;
  localStorage.clear();
  globalThis.fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body ?? 'null')) });
    return new Response(JSON.stringify({ ok: true }), { status: 202, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(async () => {
  await new Promise((r) => setTimeout(r, 150));
  document.body.innerHTML = '';
});

async function open(job = { id: '7', job_title: 'Pediatric PT', employer_name: 'Little Steps', partner: false }) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(createElement(ApplyDialog, { staffEmail: 'staff@example.com', product: 'RehabMatch', auth: { url: null, anonKey: 'k' } })));
  const trigger = document.createElement('a');
  document.body.append(trigger);
  await act(async () => requestApply(trigger, job));
  const $ = <E extends Element>(selector: string) => host.querySelector<E>(selector)!;
  /** Types as a visitor does: the value changes, then the input event React listens to. */
  const type = async (selector: string, value: string) =>
    act(async () => {
      const el = $<HTMLInputElement | HTMLTextAreaElement>(selector);
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')!.set!;
      setter.call(el, value);
      el.dispatchEvent(new Event('input', { bubbles: true }));
    });
  const click = async (selector: string) => act(async () => $<HTMLElement>(selector).click());
  /** Until the send has been answered: the confirmation (a panel loaded as the visitor sends) is on the page. */
  const sent = () => vi.waitFor(() => expect(host.querySelector('[data-apply-relayed]')).not.toBeNull(), { timeout: 10_000 });
  return { host, $, type, click, sent, unmount: () => act(() => root.unmount()) };
}

describe('the apply dialog', () => {
  it('sends through the site with its main button, then shows one confirmation naming the employer and what comes next', async () => {
    const d = await open();
    expect(d.$('[data-apply-submit]').textContent).toBe('Send application');
    expect(d.$('[data-apply-mail]').textContent).toBe('Use my email app instead');
    await d.type('#apply-name', 'Ana Ruiz');
    await d.type('#apply-email', 'ana@example.com');
    await d.click('[data-apply-submit]');
    await d.sent();
    expect(sent.map((s) => s.url)).toEqual(['/api/applications']);
    expect(sent[0]!.body).toMatchObject({ jobId: '7', name: 'Ana Ruiz', email: 'ana@example.com' });
    const heading = d.$<HTMLElement>('#apply-sent-title');
    expect(heading.textContent).toBe('Application sent to Little Steps');
    expect(document.activeElement).toBe(heading);
    expect(d.$('[data-apply-relayed]').textContent).toContain('ana@example.com');
    expect(d.$('[data-apply-relayed] a[href="/my-applications"]').textContent).toBe('My applications');
    // One confirmation: no toast besides it (the spec's 'Application Submitted' belongs to the mail route).
    await act(() => new Promise((r) => setTimeout(r, 150)));
    expect(document.querySelector('[data-toast]')).toBeNull();
  });

  it("signs the template with the name as it is typed, and leaves the visitor's own words alone", async () => {
    const d = await open();
    const message = () => d.$<HTMLTextAreaElement>('#apply-message').value;
    expect(message()).toMatch(/Thank you,$/);
    expect(message()).not.toContain('resume');
    await d.type('#apply-name', 'Ana Ruiz');
    expect(message()).toMatch(/Thank you,\nAna Ruiz$/);
    await d.type('#apply-message', 'My own words.');
    await d.type('#apply-name', 'Ana María Ruiz');
    expect(message()).toBe('My own words.');
  });

  it('fills name and email on the next application only after "Remember me on this device", and forgets them when unticked', async () => {
    const first = await open();
    expect(first.$('label[for="apply-remember"]').textContent).toBe('Remember me on this device');
    expect(first.$<HTMLInputElement>('#apply-remember').checked).toBe(false);
    await first.type('#apply-name', 'Ana Ruiz');
    await first.type('#apply-email', 'ana@example.com');
    await first.click('[data-apply-submit]');
    await first.sent();
    expect(rememberedApplicant()).toBeNull(); // not asked: nothing kept
    await first.unmount();

    const second = await open();
    expect(second.$<HTMLInputElement>('#apply-name').value).toBe('');
    await second.type('#apply-name', 'Ana Ruiz');
    await second.type('#apply-email', 'ana@example.com');
    await second.click('#apply-remember');
    await second.click('[data-apply-submit]');
    await second.sent();
    expect(rememberedApplicant()).toEqual({ name: 'Ana Ruiz', email: 'ana@example.com' });
    await second.unmount();

    const third = await open({ id: '8', job_title: 'Home Health PT', employer_name: 'Coast Care', partner: false });
    expect(third.$<HTMLInputElement>('#apply-name').value).toBe('Ana Ruiz');
    expect(third.$<HTMLInputElement>('#apply-email').value).toBe('ana@example.com');
    expect(third.$<HTMLInputElement>('#apply-remember').checked).toBe(true);
    expect(third.$<HTMLTextAreaElement>('#apply-message').value).toMatch(/at Coast Care[\s\S]*Thank you,\nAna Ruiz$/);
    await third.click('#apply-remember');
    await third.click('[data-apply-submit]');
    await third.sent();
    expect(rememberedApplicant()).toBeNull();
  });

  it('offers only the mail program for a job the site cannot pass on, and says so', async () => {
    const d = await open({ id: 'static-morro-bay-pta', job_title: 'PTA', employer_name: 'Bay Rehab', partner: false });
    expect(d.$('[data-apply-submit]').textContent).toBe('Send with my email app');
    expect(d.host.querySelectorAll('button[type="submit"]')).toHaveLength(1);
  });
});
