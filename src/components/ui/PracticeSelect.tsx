import type { SelectHTMLAttributes } from 'react';
import { field, label } from '~/components/ui/styles';

/** The labelled choice of a practice (a person's own, or any for staff); the rest of the props go to the select. */
export function PracticeSelect({
  id,
  practices,
  ...select
}: { id: string; practices: readonly { id: string; name: string }[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <div>
      <label htmlFor={id} className={label}>
        Practice
      </label>
      <select id={id} name="employerId" className={field} {...select}>
        {practices.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}
