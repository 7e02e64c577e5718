/** A labelled group of checkboxes over [value, words] options (a fieldset: its legend names the group). */
import { label } from '~/components/ui/styles';

export default function CheckGroup({
  name,
  legend,
  options,
  checked,
  error,
}: {
  name: string;
  legend: string;
  options: readonly (readonly [string, string])[];
  checked: readonly string[];
  error?: string | undefined;
}) {
  return (
    <fieldset aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={label}>{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
        {options.map(([value, words]) => (
          <label key={value} className="inline-flex min-h-10 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name={name} value={value} defaultChecked={checked.includes(value)} className="h-4 w-4" />
            {words}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
