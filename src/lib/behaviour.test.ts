// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { behaviour } from './behaviour';
import { onSubmit } from './form-submit';

describe('an element that is one behaviour', () => {
  it('connects once its root is inside it, with the element itself; without the root nothing runs', async () => {
    const seen: [string, string][] = [];
    behaviour('test-behaviour', '[data-root]', (root, host) => void seen.push([root.id, host.localName]));
    behaviour('test-behaviour', '[data-root]', () => seen.push(['twice', '']));
    const element = (inner: string) => {
      const el = document.createElement('test-behaviour');
      el.innerHTML = inner;
      document.body.append(el);
    };
    element('<p id="r" data-root></p>');
    element('<p></p>');
    expect(seen).toEqual([['r', 'test-behaviour']]);
  });
});

describe('a form sent by script', () => {
  it('sends once for a double tap, its button disabled while sending and enabled after', async () => {
    document.body.innerHTML = '<form><input name="q" value="x"><button type="submit">Send</button></form>';
    const form = document.querySelector('form')!;
    const button = form.querySelector('button')!;
    let release!: () => void;
    const sent: string[] = [];
    onSubmit(form, async (data) => {
      sent.push(String(data.get('q')));
      await new Promise<void>((r) => (release = r));
    });
    const submit = () => form.dispatchEvent(new Event('submit', { cancelable: true }));
    submit();
    submit();
    expect(sent).toEqual(['x']);
    expect(button.disabled).toBe(true);
    release();
    await new Promise((r) => setTimeout(r, 0));
    expect(button.disabled).toBe(false);
  });
});

describe('a form sent before its script ran', () => {
  it('is sent once the script takes it (EarlyTap held it)', () => {
    document.body.innerHTML = '<form data-early-tap data-queued="1"><input name="q" value="early"><button type="submit" disabled>Send</button></form>';
    const form = document.querySelector('form')!;
    const sent: string[] = [];
    onSubmit(form, async (data) => void sent.push(String(data.get('q'))));
    expect(sent).toEqual(['early']);
    expect(form.dataset.queued).toBeUndefined();
  });
});
