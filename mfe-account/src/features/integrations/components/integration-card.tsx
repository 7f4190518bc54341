import { formatDateTime } from '@dwell/core/format';
import { ConfirmDialog } from '@dwell/ui/components/confirm-dialog.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { disconnectIntegration, rotateIntegrationSecret, testIntegration } from '../api/integration-actions.ts';
import { INTEGRATIONS_KEY, type IntegrationView } from '../api/get-integrations.ts';
import { DeliveriesLog } from './deliveries-log.tsx';
import { MappingsSection } from './mappings-section.tsx';

const message = (error: unknown) => (error instanceof ApiClientError ? error.message : 'Please try again.');

/**
 * One connection: its status, endpoint and last delivery; the test button (a signed sample through the real
 * checks), a new secret, disconnecting; its mappings and its deliveries log.
 */
export function IntegrationCard({
  integration,
  onSecret,
}: {
  integration: IntegrationView;
  onSecret: (secret: string) => void;
}) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState<'disconnect' | 'rotate' | null>(null);
  const [pasted, setPasted] = useState('');
  const [busy, setBusy] = useState(false);
  const connected = integration.status === 'connected';
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['account', 'integration-deliveries', integration.id] }),
    ]);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      await refresh();
    } catch (error) {
      toast('error', 'Not done', message(error));
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };
  const test = () =>
    run(async () => {
      const answer = await testIntegration(integration.id);
      if (answer.status < 400) toast('success', 'Test event received', `Answered ${answer.status} ${answer.result}`);
      else toast('error', `Test event refused (${answer.status})`, answer.message ?? answer.result);
    });
  const rotate = () =>
    run(async () => {
      const answer = await rotateIntegrationSecret(integration.id, pasted.trim() || undefined);
      setPasted('');
      toast('success', 'Secret replaced', answer.message);
      if (answer.secret) onSecret(answer.secret);
    });
  return (
    <section className="card stack" aria-labelledby={`int-${integration.id}`}>
      <div className="row-between">
        <h2 id={`int-${integration.id}`}>{integration.name}</h2>
        <span className={`badge ${connected ? 'badge-success' : 'badge-neutral'}`}>{integration.status}</span>
      </div>
      <dl className="fact-tiles">
        <div>
          <dt>Provider</dt>
          <dd>{integration.provider}</dd>
        </div>
        <div>
          <dt>Last delivery</dt>
          <dd>{integration.lastDeliveryAt ? formatDateTime(integration.lastDeliveryAt) : 'None yet'}</dd>
        </div>
        <div>
          <dt>Minimum visit</dt>
          <dd>{integration.minVisitMinutes} min</dd>
        </div>
      </dl>
      <label className="field">
        <span className="label">Endpoint URL</span>
        <input className="input" readOnly value={integration.endpointUrl} onFocus={(e) => e.currentTarget.select()} />
      </label>
      {connected ? (
        <div className="row">
          <button type="button" className="btn btn-sm" disabled={busy} onClick={test}>
            Send test event
          </button>
          <button type="button" className="btn btn-sm" disabled={busy} onClick={() => setAsking('rotate')}>
            Replace secret
          </button>
          <button
            type="button"
            className="btn btn-sm btn-ghost"
            disabled={busy}
            onClick={() => setAsking('disconnect')}
          >
            Disconnect
          </button>
        </div>
      ) : null}
      <details>
        <summary>Mappings</summary>
        <MappingsSection integrationId={integration.id} />
      </details>
      <details open={connected}>
        <summary>Deliveries</summary>
        <DeliveriesLog integrationId={integration.id} />
      </details>
      {asking === 'disconnect' ? (
        <ConfirmDialog
          title={`Disconnect ${integration.name}?`}
          confirmLabel="Disconnect"
          busy={busy}
          onConfirm={() => run(async () => void (await disconnectIntegration(integration.id)))}
          onCancel={() => setAsking(null)}
        >
          <p>Deliveries from this provider are refused from now on. Stops already logged stay.</p>
        </ConfirmDialog>
      ) : null}
      {asking === 'rotate' ? (
        <ConfirmDialog
          title="Replace the webhook secret?"
          confirmLabel="Replace secret"
          tone="primary"
          busy={busy}
          onConfirm={rotate}
          onCancel={() => setAsking(null)}
        >
          {integration.provider === 'generic' ? (
            <p>Dwell makes a new secret and shows it once. The current one keeps working for 24 hours.</p>
          ) : (
            <label className="field">
              <span className="label">New webhook secret from {integration.provider}</span>
              <input className="input" value={pasted} autoComplete="off" onChange={(e) => setPasted(e.target.value)} />
            </label>
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
