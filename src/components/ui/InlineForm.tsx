import type { ComponentProps, FormEvent } from 'react';
import Field from '~/components/ui/Field';
import { button } from '~/components/ui/styles';

/** A short form on one row where it fits: its fields side by side (each with its error), then its button. */
export function InlineForm({
  onSubmit,
  busy,
  submit,
  fields,
}: {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  busy: boolean;
  /** The button's words ("Make a key"). */
  submit: string;
  fields: ComponentProps<typeof Field>[];
}) {
  return (
    <form className="mt-2 flex flex-wrap items-end gap-3" onSubmit={onSubmit} noValidate>
      {fields.map((f) => (
        <div key={f.name} className="min-w-0 flex-1 basis-60">
          <Field {...f} />
        </div>
      ))}
      <button type="submit" className={button.primarySmall} disabled={busy}>
        {submit}
      </button>
    </form>
  );
}
