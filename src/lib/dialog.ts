/**
 * A click on a modal dialog's backdrop closes it. The backdrop belongs to the <dialog> element:
 * a click outside the dialog's content targets the dialog itself, one inside targets its content.
 */
export function closeOnBackdrop(event: { target: EventTarget | null; currentTarget: EventTarget | null }): void {
  const dialog = event.currentTarget;
  if (event.target === dialog && dialog instanceof HTMLDialogElement) dialog.close();
}

/** Tab and Shift+Tab go round these controls (those shown) and never leave them: an open menu keeps focus. */
export function keepTabInside(e: KeyboardEvent, controls: HTMLElement[]): void {
  if (e.key !== 'Tab') return;
  const stops = controls.filter((el) => el.offsetParent !== null);
  const first = stops[0];
  const last = stops[stops.length - 1];
  const at = document.activeElement as HTMLElement;
  const to = e.shiftKey && at === first ? last : !e.shiftKey && at === last ? first : stops.includes(at) ? null : first;
  if (!to) return;
  e.preventDefault();
  to.focus();
}
