// @vitest-environment happy-dom
/**
 * The saved-jobs islands in a DOM: every Save Job button and the Saved Jobs button share one store, which
 * the cookie persists; and the apply dialog answers a request made before it hydrated.
 */
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JobSummary } from '~/domain/job-summary';
import { requestApply } from '~/features/applications/apply-trigger';
import ApplyDialog from '~/features/applications/ApplyDialog';
import SaveJobButton from './SaveJobButton';
import SavedJobs from './SavedJobs';
import { $savedJobs } from './saved-jobs-state';
import { savedJob } from '../../../tests/support/saved-job';

/** The employer's counters: each beacon the islands send, by its body. */
const beacons: string[] = [];
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  navigator.sendBeacon = (url: string | URL, body?: BodyInit | null) => {
    void (body as Blob).text().then((t) => beacons.push(`${String(url)} ${t}`));
    return true;
  };
});

const job = (id: string, title: string): JobSummary => ({ ...savedJob(id, title), url: `/job/${id}`, partner: false }) as JobSummary;

async function mount(...elements: ReturnType<typeof createElement>[]) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(elements));
  return { host, unmount: () => act(() => root.unmount()) };
}

afterEach(async () => {
  // A toast's first one shows 100 ms after its live region is made (toast.ts): let it, before the page goes.
  await new Promise((r) => setTimeout(r, 150));
  document.body.innerHTML = '';
  $savedJobs.set([]);
});

describe('saved jobs islands', () => {
  it('Save Job on two cards and the Saved Jobs count follow one store, and the cookie keeps the list', async () => {
    const { host } = await mount(
      createElement(SaveJobButton, { key: 'a', job: job('1', 'Outpatient PT') }),
      createElement(SaveJobButton, { key: 'b', job: job('2', 'Home Health PTA') }),
      createElement(SavedJobs, { key: 'c' }),
    );
    const saveButtons = [...host.querySelectorAll<HTMLButtonElement>('[data-save-job]')];
    const savedButton = [...host.querySelectorAll('button')].find((b) => b.textContent?.startsWith('Saved Jobs'))!;
    expect(savedButton.hidden).toBe(true);
    await act(async () => saveButtons[0]!.click());
    expect(saveButtons[0]!.getAttribute('aria-pressed')).toBe('true');
    expect(saveButtons[0]!.getAttribute('aria-label')).toBe('Unsave: Outpatient PT');
    expect(saveButtons[1]!.getAttribute('aria-pressed')).toBe('false');
    expect(savedButton.hidden).toBe(false);
    expect(savedButton.textContent).toBe('Saved Jobs 1');
    expect(document.cookie).toMatch(/_saved_jobs=/);
    await act(async () => saveButtons[1]!.click());
    expect(savedButton.textContent).toBe('Saved Jobs 2');
    await act(async () => saveButtons[0]!.click());
    expect(saveButtons[0]!.getAttribute('aria-pressed')).toBe('false');
    expect($savedJobs.get().map((j) => j.id)).toEqual(['2']);
    // The toasts say so (drawn once their code has loaded, with the first toast).
    await vi.waitFor(() => {
      expect(document.body.textContent).toContain('Job Saved!');
      expect(document.body.textContent).toContain('Job Removed');
    });
    // Each save (not the unsave) counted once for its employer's figures, with nothing but the job and the kind.
    await new Promise((r) => setTimeout(r, 0));
    expect(beacons).toEqual(['/api/beacon {"job":"1","kind":"save"}', '/api/beacon {"job":"2","kind":"save"}']);
  });
});

describe('apply dialog island', () => {
  it('opens for a request made before it hydrated, with the job in its heading and the template', async () => {
    const trigger = document.createElement('a');
    document.body.append(trigger);
    requestApply(trigger, { id: '7', job_title: 'Pediatric PT', employer_name: 'Little Steps', partner: false });
    const { host } = await mount(
      createElement(ApplyDialog, { key: 'd', staffEmail: 'staff@example.com', product: 'RehabMatch', auth: { url: null, anonKey: 'k' } }),
    );
    const dialog = host.querySelector('dialog')!;
    expect(dialog.open).toBe(true);
    expect(host.querySelector('[data-apply-heading]')!.textContent).toBe('Apply: Pediatric PT');
    expect((host.querySelector('#apply-message') as HTMLTextAreaElement).value).toContain('the Pediatric PT position at Little Steps');
    expect(host.querySelector('[data-apply-submit]')!.textContent).toBe('Send application');
    // A later request for a partner job replaces the untouched template and the wording.
    await act(async () => requestApply(trigger, { id: '8', job_title: 'Travel PT', employer_name: 'RehabMatch', partner: true }));
    expect(host.querySelector('[data-apply-heading]')!.textContent).toBe('Contact our recruiters: Travel PT');
    expect(host.querySelector('[data-apply-submit]')!.textContent).toBe('Send to our recruiters');
  });

  it('asks for every field before anything is sent', async () => {
    const trigger = document.createElement('a');
    document.body.append(trigger);
    const { host } = await mount(
      createElement(ApplyDialog, { key: 'e', staffEmail: 'staff@example.com', product: 'RehabMatch', auth: { url: null, anonKey: 'k' } }),
    );
    await act(async () => requestApply(trigger, { id: '7', job_title: 'Pediatric PT', employer_name: 'Little Steps', partner: false }));
    await act(async () => host.querySelector<HTMLButtonElement>('[data-apply-submit]')!.click());
    expect(host.querySelector('[data-apply-error]')!.textContent).toBe('Please fix the 2 fields marked above.');
    // Each empty field is marked and says what it needs, beside it; focus goes to the first.
    const nameInput = host.querySelector<HTMLInputElement>('#apply-name')!;
    expect(nameInput.getAttribute('aria-invalid')).toBe('true');
    expect(host.querySelector(`#${nameInput.getAttribute('aria-describedby')}`)!.textContent).toBe('Full name is required.');
    expect(host.querySelector('#apply-email')!.getAttribute('aria-invalid')).toBe('true');
    expect(host.querySelector('#apply-message')!.getAttribute('aria-invalid')).toBeNull(); // the template fills it
    expect(document.activeElement).toBe(nameInput);
  });
});
