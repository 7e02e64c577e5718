import type { InputHTMLAttributes } from 'react';
import { field, label } from '~/components/console/console-ui';

/** A labelled text input in the console's look; the rest of the props go to the input. */
export function TextField({ id, text, ...input }: { id: string; text: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <input id={id} className={field} {...input} />
    </div>
  );
}
