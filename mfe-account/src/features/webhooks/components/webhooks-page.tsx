import type { SessionInfo } from '@dwell/core/session';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_MESSAGES } from '@dwell/core/schemas/webhooks';
import { ConfirmDialog } from '@dwell/ui/components/confirm-dialog.tsx';
import { Banner, EmptyState, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { FeatureGate } from '@dwell/ui/components/gate.tsx';
import { SecretOnce } from '@dwell/ui/components/secret-once.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  DELIVERIES_KEY,
  type EndpointView,
  fetchEndpoints,
  removeEndpoint,
  rotateEndpointSecret,
  WEBHOOKS_KEY,
} from '../api/webhooks.ts';
import { DeliveriesTable } from './deliveries-table.tsx';
import { EndpointForm } from './endpoint-form.tsx';

const failure = (error: unknown) => (error instanceof ApiClientError ? error.message : 'Please try again.');

/**
 * /settings/webhooks: a company admin registers the HTTPS endpoints Dwell tells about changes (stops, evidence,
 * claims), with a signing secret shown once and rotated with an overlap, and watches and replays deliveries.
 */
export function WebhooksPage({ session }: { session: SessionInfo }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: WEBHOOKS_KEY, queryFn: fetchEndpoints });
  const [secret, setSecret] = useState<{ value: string; note: string } | null>(null);
  const [asking, setAsking] = useState<{ endpoint: EndpointView; action: 'remove' | 'rotate' } | null>(null);
  const [busy, setBusy] = useState(false);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: WEBHOOKS_KEY }),
      queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY }),
    ]);
  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      if (asking.action === 'remove') {
        await removeEndpoint(asking.endpoint.id);
        toast('success', 'Endpoint removed', asking.endpoint.url);
      } else {
        const answer = await rotateEndpointSecret(asking.endpoint.id);
        setSecret({ value: answer.secret, note: answer.message });
      }
      setAsking(null);
      await refresh();
    } catch (error) {
      toast('error', 'Not done', failure(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>Webhooks</h1>
          <p className="muted">
            Dwell POSTs a signed JSON message to your endpoints when a stop is logged, checked out or cancelled,
            evidence is uploaded, or a claim moves. Failed deliveries are retried with growing pauses for about 8 hours.
            The <a href="/api/v2/docs">API reference</a> explains the signature.
          </p>
        </div>
      </header>
      {secret ? (
        <SecretOnce
          title="New signing secret"
          note={secret.note}
          label="Signing secret"
          value={secret.value}
          onDone={() => setSecret(null)}
        />
      ) : null}
      <FeatureGate session={session} feature="apiAccess">
        <EndpointForm
          onCreated={(value) => {
            setSecret({ value, note: WEBHOOK_MESSAGES.secretShownOnce });
            void refresh();
          }}
        />
      </FeatureGate>
      <section className="card stack" aria-labelledby="endpoints-title">
        <h2 id="endpoints-title">Endpoints</h2>
        {query.isPending ? <Skeleton rows={2} /> : null}
        {query.error ? <Banner tone="error">{query.error.message}</Banner> : null}
        {query.data?.endpoints.length === 0 ? <EmptyState title="No endpoint yet" /> : null}
        <ul className="list-stack">
          {query.data?.endpoints.map((endpoint) => (
            <li key={endpoint.id} className="stack">
              <div className="row-between">
                <code className="wrap-anywhere">{endpoint.url}</code>
                <div className="row">
                  <button
                    type="button"
                    className="btn btn-sm"
                    onClick={() => setAsking({ endpoint, action: 'rotate' })}
                  >
                    New secret
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-danger"
                    onClick={() => setAsking({ endpoint, action: 'remove' })}
                  >
                    Remove
                  </button>
                </div>
              </div>
              <p className="muted small">{endpoint.eventTypes.map((t) => WEBHOOK_EVENT_LABELS[t]).join(' · ')}</p>
            </li>
          ))}
        </ul>
      </section>
      <DeliveriesTable />
      {asking ? (
        <ConfirmDialog
          title={asking.action === 'remove' ? 'Remove endpoint?' : 'Make a new signing secret?'}
          confirmLabel={asking.action === 'remove' ? 'Remove endpoint' : 'Make new secret'}
          busy={busy}
          onConfirm={confirm}
          onCancel={() => setAsking(null)}
        >
          <p>
            {asking.action === 'remove'
              ? `Nothing more is sent to ${asking.endpoint.url}, and its deliveries log is deleted.`
              : 'The new secret is shown once. Deliveries carry a signature with the current secret too for 24 hours, so your receiver keeps accepting them while you update it.'}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
