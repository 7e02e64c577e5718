/**
 * A console action that cannot be undone asks once more, in place: the button gives way to the question,
 * naming what will happen, with the action and "Keep it" (focused, so Enter does nothing harmful).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { button } from '~/components/console/console-ui';

interface Props {
  label: string;
  /** What will happen, as a question ("Close … as Filled? It leaves the board at once…"). */
  question: string;
  /** The button that acts ("Yes, close it"). */
  yes: string;
  disabled?: boolean;
  onConfirm: () => void;
  /** The opening button's look: danger by default (closing, freezing), primary for a restore. */
  tone?: 'danger' | 'primary' | 'secondary';
}

export default function ConfirmButton({ label, question, yes, disabled, onConfirm, tone = 'danger' }: Props) {
  const [asking, setAsking] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const id = useId();
  useEffect(() => {
    if (asking) keep.current?.focus();
  }, [asking]);
  if (!asking)
    return (
      <button ref={opener} type="button" disabled={disabled} className={button(tone)} onClick={() => setAsking(true)}>
        {label}
      </button>
    );
  return (
    <div role="group" aria-labelledby={id} className="w-full rounded-md border border-red-300 bg-red-50 p-3" data-confirm>
      <p id={id} className="font-semibold text-red-950">
        {question}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button
          type="button"
          className={button('danger')}
          disabled={disabled}
          onClick={() => {
            setAsking(false);
            onConfirm();
          }}
        >
          {yes}
        </button>
        <button ref={keep} type="button" className={button('secondary')} onClick={() => setAsking(false)}>
          Keep it
        </button>
      </div>
    </div>
  );
}
