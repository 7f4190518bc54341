import { toast } from '../lib/toast.ts';

interface SecretOnceProps {
  /** What was made, e.g. "API key created". */
  title: string;
  /** That it is shown once and must be copied now. */
  note: string;
  /** The secret's accessible name, e.g. "New API key". */
  label: string;
  value: string;
  onDone: () => void;
}

/** A secret shown once (an API key, a webhook secret): nothing the screen can read it again from is kept. */
export function SecretOnce({ title, note, label, value, onDone }: SecretOnceProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast('success', 'Copied');
    } catch {
      toast('error', 'Copy failed', 'Select the text and copy it yourself.');
    }
  };
  return (
    <section className="banner banner-success stack" aria-label={title}>
      <strong>{title}</strong>
      <p>{note}</p>
      <input aria-label={label} className="input" readOnly value={value} onFocus={(e) => e.currentTarget.select()} />
      <div className="row">
        <button type="button" className="btn btn-sm" onClick={copy}>
          Copy
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDone}>
          I have saved it
        </button>
      </div>
    </section>
  );
}
