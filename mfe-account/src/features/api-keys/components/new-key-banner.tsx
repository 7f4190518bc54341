import { API_KEY_MESSAGES } from '@dwell/core/schemas/api-keys';
import { toast } from '@dwell/ui/lib/toast.ts';

/** The full key, once: it is not stored anywhere the screen could read it again. */
export function NewKeyBanner({ token, onDone }: { token: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      toast('success', 'Key copied');
    } catch {
      toast('error', 'Copy failed', 'Select the key and copy it yourself.');
    }
  };
  return (
    <section className="banner banner-success stack" aria-labelledby="new-key-heading">
      <strong id="new-key-heading">{API_KEY_MESSAGES.created}</strong>
      <p>{API_KEY_MESSAGES.shownOnce}</p>
      <label className="sr-only" htmlFor="new-api-key">
        New API key
      </label>
      <input id="new-api-key" className="input" readOnly value={token} onFocus={(e) => e.currentTarget.select()} />
      <div className="row">
        <button type="button" className="btn btn-sm" onClick={copy}>
          Copy key
        </button>
        <button type="button" className="btn btn-sm btn-ghost" onClick={onDone}>
          I have saved it
        </button>
      </div>
    </section>
  );
}
