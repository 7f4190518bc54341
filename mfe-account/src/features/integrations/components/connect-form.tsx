import { DEFAULT_MIN_VISIT_MINUTES, INTEGRATION_PROVIDERS } from '@dwell/core/integrations/constants';
import { createIntegrationSchema } from '@dwell/core/schemas/integrations';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { apiMessageOr, useForm } from '@dwell/ui/lib/form.ts';
import { connectIntegration } from '../api/connect-integration.ts';

const PROVIDER_LABELS = { samsara: 'Samsara', motive: 'Motive', generic: 'Other (Dwell generic format)' } as const;
const INITIAL = { provider: 'samsara', name: '', secret: '', minVisit: String(DEFAULT_MIN_VISIT_MINUTES) };

/** Connects a provider: its name, the webhook secret it made (Dwell makes the generic one), the minimum visit. */
export function ConnectForm({ onConnected }: { onConnected: (secret: string | null) => void }) {
  const form = useForm({
    schema: createIntegrationSchema,
    initial: INITIAL,
    toInput: (v: typeof INITIAL) => ({
      provider: v.provider,
      name: v.name,
      secret: v.provider === 'generic' || !v.secret ? undefined : v.secret,
      minVisitMinutes: v.minVisit === '' ? undefined : Number(v.minVisit),
    }),
    fieldOf: { minVisitMinutes: 'minVisit' },
  });
  const generic = form.values.provider === 'generic';
  const submit = form.onSubmit(async (input, values) => {
    const answer = await connectIntegration(input);
    form.reset({ ...values, name: '', secret: '' });
    onConnected(answer.secret);
  }, apiMessageOr('The integration could not be connected. Please try again.'));
  return (
    <form className="card form stack" onSubmit={submit} aria-labelledby="connect-title" noValidate>
      <h2 id="connect-title">Connect a provider</h2>
      <div className="form-grid">
        <Field label="Provider" error={form.errors.provider}>
          {(a11y) => (
            <select {...a11y} {...form.text('provider')} className="select">
              {INTEGRATION_PROVIDERS.map((p) => (
                <option key={p} value={p}>
                  {PROVIDER_LABELS[p]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Name" error={form.errors.name}>
          {(a11y) => <input {...a11y} {...form.text('name')} className="input" maxLength={80} />}
        </Field>
        {generic ? null : (
          <Field
            label="Webhook secret"
            error={form.errors.secret}
            hint="From the provider's webhook settings. Stored encrypted, never shown again."
          >
            {(a11y) => <input {...a11y} {...form.text('secret')} className="input" autoComplete="off" />}
          </Field>
        )}
        <Field label="Minimum visit (minutes)" error={form.errors.minVisit} hint="Shorter visits are dropped.">
          {(a11y) => <input {...a11y} {...form.text('minVisit')} className="input" inputMode="numeric" />}
        </Field>
      </div>
      {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          Connect
        </button>
      </div>
    </form>
  );
}
