/** A value as a person reads it: an empty one is a dash, not a blank. */
export const shownValue = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** Label and value pairs in two columns (one on a phone), as the claim pages show a claim's facts. */
export function FieldList({ rows }: { rows: Array<[string, unknown]> }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-500">{label}</dt>
          <dd className="font-medium break-words">{shownValue(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
