// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
// The drawing, called directly; the wrapper that loads it is tested at the end.
import { showToast as toast } from './toast-render';
import { toast as lazyToast } from './toast';

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
  it('announce in one polite live region, at most three at once, and leave after their duration', () => {
    vi.useFakeTimers();
    toast({ title: 'One' });
    vi.advanceTimersByTime(100); // a fresh region gets its first toast a moment later (screen readers)
    for (const title of ['Two', 'Three', 'Four']) toast({ title, description: `${title} said`, variant: 'success', duration: 1000 });
    const region = document.querySelector('[data-toast-region]')!;
    expect(region.getAttribute('role')).toBe('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect([...region.querySelectorAll('[data-toast] > p:first-child')].map((p) => p.textContent)).toEqual(['Two', 'Three', 'Four']);
    vi.advanceTimersByTime(1000);
    expect(region.children).toHaveLength(0);
  });
  it('a success clears the errors shown before it', () => {
    vi.useFakeTimers();
    toast({ title: 'Invalid Email', variant: 'destructive', duration: 0 });
    vi.advanceTimersByTime(100);
    toast({ title: 'Note', duration: 0 });
    toast({ title: 'Email Sent!', variant: 'success', duration: 0 });
    const titles = [...document.querySelectorAll('[data-toast] > p:first-child')].map((p) => p.textContent);
    expect(titles).toEqual(['Note', 'Email Sent!']);
  });
  it('can be dismissed by its button or by the function it returns', () => {
    vi.useFakeTimers();
    const dismiss = toast({ title: 'Stay', duration: 0 });
    toast({ title: 'Other', duration: 0 });
    vi.advanceTimersByTime(100);
    const region = document.querySelector('[data-toast-region]')!;
    expect(region.children).toHaveLength(2);
    dismiss();
    region.querySelector<HTMLButtonElement>('button')!.click();
    expect(region.children).toHaveLength(0);
  });
  it('the toast function loads the drawing with the first toast and dismisses one not yet drawn', async () => {
    lazyToast({ title: 'First', duration: 0 });
    const dismiss = lazyToast({ title: 'Gone', duration: 0 });
    lazyToast({ title: 'Second', duration: 0 });
    dismiss();
    await vi.dynamicImportSettled();
    await new Promise((r) => setTimeout(r, 150));
    expect([...document.querySelectorAll('[data-toast] > p:first-child')].map((p) => p.textContent).sort()).toEqual(['First', 'Second']);
  });
});
