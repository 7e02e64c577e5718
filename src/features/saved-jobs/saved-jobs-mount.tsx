/** Mounts the saved-jobs dialog's React content on its first opening (see SavedJobsButton.astro). */
import { createRoot } from 'react-dom/client';
import SavedJobsPanel from './SavedJobsPanel';

export function mountSavedJobsPanel(root: HTMLElement, dialog: HTMLDialogElement): void {
  createRoot(root).render(<SavedJobsPanel dialog={{ current: dialog }} />);
}
