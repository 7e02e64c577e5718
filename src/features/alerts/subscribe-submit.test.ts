// @vitest-environment happy-dom
/** The subscribe card's submit: each answer says the spec's words, and a double submit sends once. */
import { afterEach, describe, expect, it, vi } from 'vitest';

const post = vi.fn();
vi.mock('~/lib/api', () => ({ postJson: (...args: unknown[]) => post(...args) }));
const shown: { title: string; description?: string }[] = [];
vi.mock('~/components/ui/toast', () => ({ toast: (t: { title: string; description?: string }) => (shown.push(t), () => undefined) }));
const { submitSubscribe } = await import('./subscribe-submit');

function card(name = 'Ana', email = 'ana@example.org') {
  document.body.innerHTML = `<div data-subscribe><div data-subscribe-form-wrap><form data-subscribe-form>
    <input name="name" value="${name}"><input name="email" type="email" value="${email}"><button>Subscribe</button></form></div>
    <p data-subscribe-done hidden>Done</p></div>`;
  const el = document.querySelector<HTMLElement>('[data-subscribe]')!;
  return { el, form: el.querySelector('form')! };
}

describe('subscribing', () => {
  afterEach(() => {
    post.mockReset();
    shown.length = 0;
  });

  it('subscribes, shows the success and hides the form; a second submit while sending sends nothing', async () => {
    post.mockResolvedValue({ ok: true, status: 201, body: {} });
    const { el, form } = card();
    await Promise.all([submitSubscribe(el, form), submitSubscribe(el, form)]);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/api/subscribe', { name: 'Ana', email: 'ana@example.org' });
    expect(shown.map((t) => t.title)).toEqual(['Success!']);
    expect(el.querySelector<HTMLElement>('[data-subscribe-done]')!.hidden).toBe(false);
  });

  it('says what is missing or wrong before sending, and each refusal in its words', async () => {
    const empty = card('', '');
    await submitSubscribe(empty.el, empty.form);
    expect(shown.at(-1)).toMatchObject({ title: 'Missing Information' });
    for (const [answer, title] of [
      [{ ok: false, status: 409, body: { confirmation: 'We sent a new confirmation.' } }, 'Already Subscribed'],
      [{ ok: false, status: 400, message: 'email: must be a valid email address' }, 'Invalid Email'],
      [{ ok: false, status: 429, message: 'Too many requests. Please try again later.' }, 'Error'],
      [{ ok: false, status: 503, message: 'x' }, 'Error'],
    ] as const) {
      post.mockResolvedValueOnce(answer);
      const c = card();
      await submitSubscribe(c.el, c.form);
      expect(shown.at(-1)?.title).toBe(title);
    }
    expect(shown.at(-1)?.description).toBe('Failed to subscribe. Please try again later.');
    expect(post).toHaveBeenCalledTimes(4);
  });
});
