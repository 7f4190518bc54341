interface CheckGroupProps<T extends string> {
  legend: string;
  /** Every choice in order, each with its words; the value itself is shown beside them as code. */
  options: readonly T[];
  labels: Record<T, string>;
  selected: readonly T[];
  onChange: (selected: T[]) => void;
  error?: string | undefined;
}

/** A set of checkboxes choosing several values of a list (a key's scopes, a webhook's events), with its error. */
export function CheckGroup<T extends string>({
  legend,
  options,
  labels,
  selected,
  onChange,
  error,
}: CheckGroupProps<T>) {
  const toggle = (value: T) =>
    onChange(selected.includes(value) ? selected.filter((v) => v !== value) : [...selected, value]);
  return (
    <fieldset className="stack">
      <legend>{legend}</legend>
      {options.map((value) => (
        <label key={value} className="row check-row">
          <input type="checkbox" checked={selected.includes(value)} onChange={() => toggle(value)} />
          <span>
            {labels[value]} <code className="muted small">{value}</code>
          </span>
        </label>
      ))}
      {error ? (
        <span className="field-error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
