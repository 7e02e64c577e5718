import type { ReactNode } from 'react';
import { button } from '~/components/ui/styles';

/** An account action asked about once more, in place: what will happen (children), the action, and Cancel. */
export function AskFirst({
  label,
  yes,
  busy,
  onYes,
  onCancel,
  children,
}: {
  label: string;
  yes: string;
  busy: boolean;
  onYes: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 p-3" role="group" aria-label={label}>
      {children}
      <p className="mt-2 flex flex-wrap gap-2">
        <button type="button" className={button.primarySmall} disabled={busy} onClick={onYes}>
          {yes}
        </button>
        <button type="button" className={button.secondarySmall} onClick={onCancel}>
          Cancel
        </button>
      </p>
    </div>
  );
}
