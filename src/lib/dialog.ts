/**
 * A click on a modal dialog's backdrop closes it. The backdrop belongs to the <dialog> element:
 * a click outside the dialog's content targets the dialog itself, one inside targets its content.
 */
export function closeOnBackdrop(event: { target: EventTarget | null; currentTarget: EventTarget | null }): void {
  const dialog = event.currentTarget;
  if (event.target === dialog && dialog instanceof HTMLDialogElement) dialog.close();
}
