import {
  createWebhookEndpointSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '@dwell/core/schemas/webhooks';
import { Banner } from '@dwell/ui/components/feedback.tsx';
import { CheckGroup } from '@dwell/ui/components/check-group.tsx';
import { Field } from '@dwell/ui/components/field.tsx';
import { apiMessageOr, useForm } from '@dwell/ui/lib/form.ts';
import { createEndpoint } from '../api/webhooks.ts';

const INITIAL = { url: '', eventTypes: ['event.created', 'event.checked_out'] as WebhookEventType[] };

/** A receiver's URL and the events it wants, checked with the API's own schema before sending. */
export function EndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const form = useForm({ schema: createWebhookEndpointSchema, initial: INITIAL });
  const submit = form.onSubmit(async (input, values) => {
    const answer = await createEndpoint(input);
    form.reset({ ...values, url: '' });
    onCreated(answer.secret);
  }, apiMessageOr('The endpoint could not be added. Please try again.'));
  return (
    <form className="card form stack" onSubmit={submit} aria-labelledby="new-endpoint-title" noValidate>
      <h2 id="new-endpoint-title">Add an endpoint</h2>
      <Field label="Endpoint URL" error={form.errors.url} hint="HTTPS. Dwell POSTs JSON there, signed with a secret.">
        {(a11y) => (
          <input
            {...a11y}
            {...form.text('url')}
            className="input"
            type="url"
            inputMode="url"
            placeholder="https://example.com/dwell-webhooks"
          />
        )}
      </Field>
      <CheckGroup
        legend="Events to send"
        options={WEBHOOK_EVENT_TYPES}
        labels={WEBHOOK_EVENT_LABELS}
        selected={form.values.eventTypes}
        onChange={(types) => form.set('eventTypes', types)}
        error={form.errors.eventTypes}
      />
      {form.failure ? <Banner tone="error">{form.failure}</Banner> : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={form.busy}>
          Add endpoint
        </button>
      </div>
    </form>
  );
}
