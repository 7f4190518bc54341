/** The chosen window: a named choice, and the two dates used when it is 'custom'. */
export interface WindowValue<K extends string> {
  choice: K;
  from: string;
  to: string;
}

/** A line under the dates: a hint, or the error of the dates as they stand (the date fields are marked invalid). */
export interface WindowNote {
  tone: 'hint' | 'error';
  text: string;
}

/** The custom window's two dates and their labels, in order. */
const DATE_ENDS = [
  ['from', 'From'],
  ['to', 'To'],
] as const;

interface WindowPickerProps<K extends string> {
  /** Prefix of the controls' ids: `<name>-<label>` for the list, `<name>-from` and `<name>-to` for the dates. */
  name: string;
  /** The select's accessible name, e.g. Period or Range. */
  label: string;
  choices: readonly K[];
  labels: Record<K, string>;
  value: WindowValue<K>;
  onChange: (value: WindowValue<K>) => void;
  /** Shown under the dates of a custom window. */
  note?: WindowNote | null;
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
  note,
}: WindowPickerProps<K>) {
  const id = `${name}-${label.toLowerCase()}`;
  const custom = value.choice === 'custom';
  const shownNote = custom ? note : null;
  const noteId = `${name}-dates-note`;
  const dateProps = {
    className: 'input',
    type: 'date',
    'aria-invalid': shownNote?.tone === 'error',
    ...(shownNote ? { 'aria-describedby': noteId } : {}),
  } as const;
  return (
    <div className={custom ? 'period-picker period-picker-custom' : 'period-picker'}>
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
      {custom ? (
        <>
          {/* Each label in one box with its date, so a narrow screen never wraps one away from the other. */}
          {DATE_ENDS.map(([end, text]) => (
            <span key={end} className="period-date">
              <label className="small" htmlFor={`${name}-${end}`}>
                {text}
              </label>
              <input
                id={`${name}-${end}`}
                {...dateProps}
                value={value[end]}
                onChange={(e) => onChange({ ...value, [end]: e.target.value })}
              />
            </span>
          ))}
        </>
      ) : null}
      {shownNote ? (
        <p
          id={noteId}
          className={`period-note ${shownNote.tone === 'error' ? 'field-error' : 'field-hint'}`}
          role={shownNote.tone === 'error' ? 'alert' : 'status'}
        >
          {shownNote.text}
        </p>
      ) : null}
    </div>
  );
}
