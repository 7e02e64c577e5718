/** A select's options from a list of values and their labels. */
export function Options<T extends string>({ values, labels }: { values: readonly T[]; labels: Record<T, string> }) {
  return (
    <>
      {values.map((v) => (
        <option key={v} value={v}>
          {labels[v]}
        </option>
      ))}
    </>
  );
}
