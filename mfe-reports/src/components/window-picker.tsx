/** The chosen window: a named choice, and the two dates used when it is 'custom'. */
export interface WindowValue<K extends string> {
  choice: K;
  from: string;
  to: string;
}

interface WindowPickerProps<K extends string> {
  /** Prefix of the controls' ids: `<name>-<label>` for the list, `<name>-from` and `<name>-to` for the dates. */
  name: string;
  /** The select's accessible name, e.g. Period or Range. */
  label: string;
  choices: readonly K[];
  labels: Record<K, string>;
  value: WindowValue<K>;
  onChange: (value: WindowValue<K>) => void;
}

/**
 * The period picker of the dashboard (docs/product.md#dashboard) and the range picker of /reports (docs/product.md#reports-page): a list of
 * named windows ending in Custom Range, which shows its From and To dates.
 */
export function WindowPicker<K extends string>({
  name,
  label,
  choices,
  labels,
  value,
  onChange,
}: WindowPickerProps<K>) {
  const id = `${name}-${label.toLowerCase()}`;
  return (
    <div className="period-picker">
      <label className="sr-only" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value.choice}
        onChange={(e) => onChange({ ...value, choice: e.target.value as K })}
      >
        {choices.map((c) => (
          <option key={c} value={c}>
            {labels[c]}
          </option>
        ))}
      </select>
      {value.choice === 'custom' ? (
        <>
          <label className="small" htmlFor={`${name}-from`}>
            From
          </label>
          <input
            id={`${name}-from`}
            className="input"
            type="date"
            value={value.from}
            onChange={(e) => onChange({ ...value, from: e.target.value })}
          />
          <label className="small" htmlFor={`${name}-to`}>
            To
          </label>
          <input
            id={`${name}-to`}
            className="input"
            type="date"
            value={value.to}
            onChange={(e) => onChange({ ...value, to: e.target.value })}
          />
        </>
      ) : null}
    </div>
  );
}
