// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { APPLY_PENDING, APPLY_REQUEST, applyTriggerAttributes, listenForApply, type ApplyTriggerJob } from './apply-trigger';

/** ApplyEarly.astro's head script, run as the page runs it (define:vars gives it `event`). */
const source = /<script is:inline[^>]*>([\s\S]*?)<\/script>/.exec(readFileSync('src/features/applications/components/ApplyEarly.astro', 'utf8'))![1]!;
new Function('event', source)(APPLY_REQUEST);

const job: ApplyTriggerJob = { id: '7', job_title: 'Pediatric PT', employer_name: 'Little Steps', partner: false };
function trigger(): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = '/jobs/pediatric-pt#apply';
  for (const [k, v] of Object.entries(applyTriggerAttributes(job))) a.setAttribute(k, v);
  document.body.append(a);
  return a;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.__applyPending = null;
  document.documentElement.removeAttribute(APPLY_PENDING);
});

describe('the apply request before any island listens', () => {
  it('keeps a plain click on a trigger (no navigation), marks the page, and hands the job to the dialog when it listens', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    trigger().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(document.documentElement.hasAttribute(APPLY_PENDING)).toBe(true);
    const opened: ApplyTriggerJob[] = [];
    const stop = listenForApply((j) => opened.push(j));
    expect(opened).toEqual([job]);
    expect(document.documentElement.hasAttribute(APPLY_PENDING)).toBe(false);
    // Once listening, a click is answered at once and leaves nothing pending.
    trigger().dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    expect(opened).toHaveLength(2);
    expect(window.__applyPending).toBeNull();
    stop();
  });

  it('leaves a modified click its meaning (a new tab)', () => {
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true });
    trigger().dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(window.__applyPending ?? null).toBeNull();
  });
});
