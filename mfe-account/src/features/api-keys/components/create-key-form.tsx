import { API_SCOPES, type ApiScope, createApiKeySchema, SCOPE_LABELS } from '@dwell/core/schemas/api-keys';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { CheckGroup } from '@dwell/ui/components/check-group.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { apiMessageOr, useForm } from '@dwell/ui/lib/form.ts';
import { createKey } from '../api/create-key.ts';

interface Props {
  /** Called with the full key once it exists. */
  onCreated: (token: string) => void;
}

const INITIAL = { name: '', scopes: ['events:read'] as ApiScope[] };

/** Name and scopes of a new key, checked with the API's own schema before sending. */
export function CreateKeyForm({ onCreated }: Props) {
  const form = useForm({ schema: createApiKeySchema, initial: INITIAL });
  const submit = form.onSubmit(async (input, values) => {
    const answer = await createKey(input);
    form.reset({ ...values, name: '' });
    onCreated(answer.token);
  }, apiMessageOr('The key could not be created. Please try again.'));

  return (
    <form className="card form stack" onSubmit={submit} aria-labelledby="new-key-title" noValidate>
      <h2 id="new-key-title">Create a key</h2>
      <Field label="Key name" error={form.errors.name}>
        {(a11y) => (
          <input {...a11y} {...form.text('name')} className="input" maxLength={80} placeholder="e.g. TMS sync" />
        )}
      </Field>
      <CheckGroup
        legend="Scopes"
        options={API_SCOPES}
        labels={SCOPE_LABELS}
        selected={form.values.scopes}
        onChange={(scopes) => form.set('scopes', scopes)}
        error={form.errors.scopes}
      />
      {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          {form.busy ? 'Creating...' : 'Create key'}
        </button>
      </div>
    </form>
  );
}
