/**
 * "Preview the job page": the posting drawn by the job page's own component (JobArticle), full screen, so
 * staff approve what visitors will see. Links and buttons in it are inert: it is a picture of the page.
 */
import { useEffect, useRef, useState } from 'react';
import JobArticle from '~/features/jobs/components/JobArticle';
import type { PublicJob } from '~/domain/job';
import { button } from '~/components/console/console-ui';

export default function JobPreview({ job, siteName }: { job: PublicJob | null; siteName: string }) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (open) dialog.current?.showModal();
  }, [open]);
  if (!job) return <p className="mt-2 text-sm text-slate-700">No preview: the posting’s fields do not make a job page yet; check them below.</p>;
  return (
    <>
      <button type="button" className={button('secondary')} onClick={() => setOpen(true)}>
        Preview the job page
      </button>
      {open && (
        <dialog ref={dialog} aria-labelledby="preview-title" className="m-0 h-full max-h-none w-full max-w-none bg-slate-50 p-0" onClose={() => setOpen(false)}>
          <div className="sticky top-0 z-40 flex flex-wrap items-center justify-between gap-2 border-b border-slate-300 bg-amber-50 px-4 py-2">
            <p id="preview-title" className="text-sm font-semibold text-amber-950">
              Preview: the job page as visitors will see it once published
            </p>
            <button type="button" className={button('primary')} onClick={() => dialog.current?.close()} autoFocus>
              Close preview
            </button>
          </div>
          <div inert data-testid="job-preview">
            <JobArticle job={job} siteName={siteName} />
          </div>
        </dialog>
      )}
    </>
  );
}
