import {
  API_KEY_MESSAGES,
  API_SCOPES,
  type ApiScope,
  createApiKeySchema,
  SCOPE_LABELS,
} from '@dwell/core/schemas/api-keys';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { type FormEvent, useState } from 'react';
import { createKey } from '../api/create-key.ts';

interface Props {
  /** Called with the full key once it exists. */
  onCreated: (token: string) => void;
}

/** Name and scopes of a new key, checked with the API's own schema before sending. */
export function CreateKeyForm({ onCreated }: Props) {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiScope[]>(['events:read']);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (scope: ApiScope) =>
    setScopes((current) => (current.includes(scope) ? current.filter((s) => s !== scope) : [...current, scope]));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createApiKeySchema.safeParse({ name, scopes });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? API_KEY_MESSAGES.nameRequired);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await createKey(parsed.data);
      setName('');
      onCreated(answer.token);
    } catch (err) {
      setError(err instanceof ApiClientError ? err.message : 'The key could not be created. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card form stack" onSubmit={submit} aria-labelledby="new-key-title" noValidate>
      <h2 id="new-key-title">Create a key</h2>
      <div className="field">
        <label htmlFor="api-key-name">Key name</label>
        <input
          id="api-key-name"
          className="input"
          value={name}
          maxLength={80}
          placeholder="e.g. TMS sync"
          onChange={(e) => setName(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'api-key-error' : undefined}
        />
      </div>
      <fieldset className="stack">
        <legend>Scopes</legend>
        {API_SCOPES.map((scope) => (
          <label key={scope} className="row check-row">
            <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
            <span>
              {SCOPE_LABELS[scope]} <code className="muted small">{scope}</code>
            </span>
          </label>
        ))}
      </fieldset>
      {error ? (
        <p id="api-key-error" className="banner banner-error" role="alert">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Creating...' : 'Create key'}
        </button>
      </div>
    </form>
  );
}
