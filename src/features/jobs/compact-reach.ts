/**
 * "Workable with a compact privilege from {state}" on a job's page: the licence the board remembers on this
 * device, when it is another compact member's (the job's own state needs no privilege).
 */
const el = document.querySelector<HTMLElement>('[data-compact-reach]');
if (el) {
  let licence: string | null = null;
  try {
    licence = localStorage.getItem(el.dataset.key ?? '');
  } catch {
    // No storage: nothing remembered.
  }
  const names = JSON.parse(el.dataset.members ?? '{}') as Record<string, string>;
  if (licence && licence !== el.dataset.state && names[licence]) {
    el.textContent = `Workable with a compact privilege from ${names[licence]}`;
    el.hidden = false;
  }
}
