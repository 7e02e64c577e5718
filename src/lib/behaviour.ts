/**
 * A custom element that is one behaviour around its own markup: once it is on the page, `connect` gets the
 * element `selector` finds inside it (without one nothing runs) and the custom element itself. Defined once.
 */
export function behaviour<T extends Element = HTMLElement>(tag: string, selector: string, connect: (root: T, host: HTMLElement) => unknown): void {
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      connectedCallback() {
        const root = this.querySelector<T>(selector);
        if (root) void connect(root, this);
      }
    },
  );
}
