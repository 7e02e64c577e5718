// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { checkForm, clearFixedField, fieldLabels } from './form-check';

function page() {
  document.body.innerHTML = `
    <form novalidate>
      <label for="f-name">Full Name *</label><input id="f-name" name="name" required><p id="f-name-error" hidden></p>
      <label for="f-email">Email Address *</label><input id="f-email" name="email" type="email" required><p id="f-email-error" hidden></p>
      <label for="f-type">I am a...</label><select id="f-type" name="userType" required><option value="">Choose</option><option value="pt">PT</option></select><p id="f-type-error" hidden></p>
      <label for="f-why">What is wrong?</label><input id="f-why" name="why" required><p id="f-why-error" hidden></p>
      <p data-summary></p>
    </form>`;
  const form = document.querySelector('form')!;
  const input = (id: string) => document.getElementById(id) as HTMLInputElement;
  return { form, input, summary: form.querySelector<HTMLElement>('[data-summary]')! };
}

describe('a form checked before it is sent', () => {
  it('marks every missing field beside it, counts them above the button and focuses the first', () => {
    const { form, input, summary } = page();
    input('f-email').value = 'not-an-address';
    expect(checkForm(form, summary)).toBe(false);
    expect(summary.textContent).toBe('Please fix the 4 fields marked below.');
    expect(document.getElementById('f-name-error')!.textContent).toBe('Full Name is required.');
    expect(document.getElementById('f-email-error')!.textContent).toBe('Email Address: please enter a valid email address.');
    expect(document.getElementById('f-type-error')!.textContent).toBe('Please choose i am a....');
    expect(document.getElementById('f-why-error')!.textContent).toBe('Please answer: What is wrong?');
    expect(input('f-name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('f-name'));
  });

  it('clears a field once corrected, and lets a complete form go', () => {
    const { form, input, summary } = page();
    checkForm(form, summary);
    input('f-name').value = 'Ana';
    clearFixedField(form, input('f-name'));
    expect(input('f-name').hasAttribute('aria-invalid')).toBe(false);
    expect(document.getElementById('f-name-error')!.hidden).toBe(true);
    input('f-email').value = 'ana@example.com';
    (document.getElementById('f-type') as HTMLSelectElement).value = 'pt';
    input('f-why').value = 'Closed';
    expect(checkForm(form, summary)).toBe(true);
    expect(summary.textContent).toBe('');
  });

  it("names each field by its own label (for the function's refusals)", () => {
    expect(fieldLabels(page().form)).toMatchObject({ name: 'Full Name', email: 'Email Address', userType: 'I am a...' });
  });
});
