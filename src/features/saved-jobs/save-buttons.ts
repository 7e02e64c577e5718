/**
 * Save Job / Unsave on the board's cards, without a framework: one click listener for a whole list, and
 * every button follows the saved-jobs store (the saved-jobs dialog changes it too). Toasts 'Job Saved!'
 * and 'Job Removed' (SPEC 2). The button carries what the cookie keeps (see board-card.ts).
 */
import { toast } from '~/components/ui/toast';
import type { SavedJob } from './saved-job';
import { $savedJobs, loadSavedJobs, toggleSavedJob } from './store';

function jobOf(button: HTMLElement): SavedJob {
  const d = button.dataset;
  const money = (v: string | undefined) => (v ? Number(v) : null);
  return {
    id: d.saveJob!,
    job_title: d.title!,
    employer_name: d.employer!,
    city: d.city ?? null,
    state: d.state ?? null,
    salary_min: money(d.min),
    salary_max: money(d.max),
    pay_unit: (d.unit as SavedJob['pay_unit']) ?? 'year',
    url: d.url!,
  } as SavedJob;
}

/** Shows each button in `root` as saved or not. */
export function showSaved(root: ParentNode): void {
  const saved = new Set($savedJobs.get().map((j) => j.id));
  for (const button of root.querySelectorAll<HTMLElement>('[data-save-job]')) {
    const on = saved.has(button.dataset.saveJob!);
    button.setAttribute('aria-pressed', String(on));
    button.setAttribute('aria-label', `${on ? 'Unsave' : 'Save Job'}: ${button.dataset.title}`);
    button.querySelector('[data-save-label]')!.textContent = on ? 'Unsave' : 'Save Job';
  }
}

export function wireSaveButtons(root: HTMLElement): void {
  loadSavedJobs();
  root.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest<HTMLElement>('[data-save-job]');
    if (!button || !root.contains(button)) return;
    const job = jobOf(button);
    const now = toggleSavedJob(job);
    toast(
      now
        ? { title: 'Job Saved!', description: `${job.job_title} was added to your saved jobs.`, variant: 'success' }
        : { title: 'Job Removed', description: `${job.job_title} was removed from your saved jobs.` },
    );
  });
  $savedJobs.subscribe(() => showSaved(root));
}
