/**
 * The one form pattern's errors: a handler's 400 names every field (`fields`); the form shows each at its
 * field and all of them in this summary at its top, named by their labels. The summary can take the focus,
 * so a screen reader reads what to fix and a phone scrolls to it.
 */
import type { Ref } from 'react';
import type { ApiResult } from '~/lib/api';

export type FieldErrors = Record<string, string>;

/** The message for each field a 400 names, or null when the answer is not a form's field errors. */
export function fieldErrors(r: ApiResult<unknown>): FieldErrors | null {
  if (r.ok || r.status !== 400) return null;
  const fields = (r.body as { fields?: FieldErrors } | undefined)?.fields;
  return fields && Object.keys(fields).length ? fields : null;
}

export default function ErrorSummary({
  errors,
  labels,
  summaryRef,
}: {
  errors: FieldErrors;
  labels: Record<string, string>;
  summaryRef?: Ref<HTMLDivElement>;
}) {
  const entries = Object.entries(errors);
  if (!entries.length) return null;
  return (
    <div ref={summaryRef} tabIndex={-1} role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-900">
      <p className="font-semibold">Check {entries.length === 1 ? 'this field' : `these ${entries.length} fields`}:</p>
      <ul className="mt-1 list-disc pl-5">
        {entries.map(([k, v]) => (
          <li key={k}>
            {labels[k] ? `${labels[k]}: ` : ''}
            {v}
          </li>
        ))}
      </ul>
    </div>
  );
}
