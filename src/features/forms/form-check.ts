/**
 * A form's own checks in the browser before it is sent (the function checks again): every required field and
 * address at once, each error beside its field (aria-invalid, described by its message) and a count above the
 * button, focus on the first, scrolled clear of the sticky header. A field's error goes once it is corrected.
 */

/** Each field's label by its name, so a rejected field is named as the form names it. */
export function fieldLabels(form: HTMLFormElement): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const el of form.querySelectorAll<HTMLInputElement>('[name][id]')) {
    const text = labelOf(form, el);
    if (text) labels[el.name] = text;
  }
  return labels;
}

const labelOf = (form: HTMLFormElement, el: HTMLInputElement) =>
  form
    .querySelector(`label[for="${CSS.escape(el.id)}"]`)
    ?.textContent?.replace('*', '')
    .trim();

/** A field's own error, beside it (null clears it). */
function showFieldError(form: HTMLFormElement, el: HTMLInputElement, message: string | null): void {
  const box = el.id ? form.querySelector<HTMLElement>(`#${CSS.escape(el.id)}-error`) : null;
  if (message) el.setAttribute('aria-invalid', 'true');
  else el.removeAttribute('aria-invalid');
  if (box) {
    box.textContent = message ?? '';
    box.hidden = !message;
  }
}

/** What a field's error says: a question reads as one ("Please answer: What is wrong?"), a choice as one. */
function fieldError(el: HTMLInputElement, name: string): string {
  if (el.validity.typeMismatch) return `${name}: please enter a valid email address.`;
  if (name.endsWith('?')) return `Please answer: ${name}`;
  if (el instanceof HTMLSelectElement) return `Please choose ${name.charAt(0).toLowerCase()}${name.slice(1)}.`;
  return `${name} is required.`;
}

/** True when the form may be sent; else every error is shown and the first field focused. */
export function checkForm(form: HTMLFormElement, summary: HTMLElement): boolean {
  summary.textContent = '';
  const fields = [...form.elements].filter((el): el is HTMLInputElement => (el as HTMLInputElement).willValidate);
  const invalid = fields.filter((el) => !el.checkValidity());
  for (const el of fields) showFieldError(form, el, null);
  if (!invalid.length) return true;
  for (const el of invalid) showFieldError(form, el, fieldError(el, labelOf(form, el) ?? el.name));
  summary.textContent = invalid.length === 1 ? 'Please fix the field marked below.' : `Please fix the ${invalid.length} fields marked below.`;
  invalid[0]!.focus({ preventScroll: true });
  invalid[0]!.scrollIntoView({ block: 'center' });
  return false;
}

/** A field marked wrong that is now right loses its error. */
export function clearFixedField(form: HTMLFormElement, el: HTMLInputElement): void {
  if (el.getAttribute('aria-invalid') === 'true' && el.checkValidity()) showFieldError(form, el, null);
}
