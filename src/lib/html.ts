/**
 * HTML written outside a component (a function's page, a mail) goes through one tagged template, `html`,
 * which escapes every value it is given unless that value is itself `html` (or a list of them): a caller
 * cannot forget to escape, and a missed escape cannot become a cross-site scripting hole.
 *
 *   html`<p>${name} unsubscribed</p>`      // name escaped
 *   html`<ul>${items.map((i) => html`<li>${i}</li>`)}</ul>`
 */

/** Escapes text for HTML element content and quoted attribute values. */
export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** HTML that is safe as it stands: made only by `html`. */
export class SafeHtml {
  readonly #text: string;
  constructor(text: string) {
    this.#text = text;
  }
  toString(): string {
    return this.#text;
  }
}

export type HtmlValue = SafeHtml | string | number | boolean | null | undefined | readonly HtmlValue[];

function part(value: HtmlValue): string {
  if (value instanceof SafeHtml) return value.toString();
  if (Array.isArray(value)) return value.map(part).join('');
  // null, undefined and false write nothing, so `${cond && html`…`}` reads naturally.
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  for (let i = 0; i < values.length; i++) out += part(values[i]!) + strings[i + 1]!;
  return new SafeHtml(out);
}
