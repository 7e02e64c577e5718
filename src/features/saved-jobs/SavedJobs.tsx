/**
 * The Saved Jobs button (shown only with at least one saved job, with the count) and its dialog: the list,
 * Remove, and email the list to yourself (SavedJobsPanel). A React island hydrated with the board on /jobs,
 * or at idle when the visitor has saved jobs (client:intent); it shares the one saved-jobs store with every Save Job button on the page. The dialog's content
 * loads and mounts on the first opening and stays mounted when its last job is removed, so focus stays inside;
 * only the button goes.
 */
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { $savedCount, loadSavedJobs } from './saved-jobs-state';
import { useHydrated } from '~/components/ui/use-hydrated';
import { closeOnBackdrop } from '~/lib/dialog';

// The list and its mail form load on the first opening: a page's first load carries only the button.
const SavedJobsPanel = lazy(() => import('./SavedJobsPanel'));
const Title = () => (
  <p className="p-6" id="saved-jobs-title">
    Saved Jobs
  </p>
);

export default function SavedJobs() {
  const stored = useStore($savedCount);
  const count = useHydrated() ? stored : 0;
  const dialog = useRef<HTMLDialogElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(loadSavedJobs, []);

  function open() {
    dialog.current?.showModal();
    if (opened) dialog.current?.dispatchEvent(new Event('saved-jobs:open'));
    else setOpened(true);
  }

  return (
    <>
      <button
        type="button"
        hidden={count === 0}
        onClick={open}
        className="inline-flex items-center gap-2 rounded-md border border-red-700 bg-white px-4 py-2 text-sm font-semibold text-red-800 hover:bg-red-50"
      >
        Saved Jobs <span className="rounded-full bg-red-700 px-2 py-0.5 text-xs text-white">{count}</span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby="saved-jobs-title"
        className="m-auto w-[min(40rem,calc(100vw-2rem))] rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50"
        data-saved-dialog
        onClick={closeOnBackdrop}
      >
        {opened ? (
          <Suspense fallback={<Title />}>
            <SavedJobsPanel dialog={dialog} />
          </Suspense>
        ) : (
          <Title />
        )}
      </dialog>
    </>
  );
}
