import type { SelectHTMLAttributes } from 'react';
import { field, label } from '~/components/ui/styles';

/** A labelled select over [value, words] options; the rest of the props go to the select. */
export function SelectField({
  id,
  text,
  options,
  ...select
}: { id: string; text: string; options: readonly (readonly [string, string])[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        {text}
      </label>
      <select id={id} className={field} {...select}>
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
