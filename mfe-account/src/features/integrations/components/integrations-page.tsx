import { INTEGRATION_MESSAGES } from '@dwell/core/schemas/integrations';
import { Banner, EmptyState, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { SecretOnce } from '@dwell/ui/components/secret-once.tsx';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchIntegrations, INTEGRATIONS_KEY } from '../api/get-integrations.ts';
import { ConnectForm } from './connect-form.tsx';
import { IntegrationCard } from './integration-card.tsx';

/**
 * /settings/integrations: a company admin connects ELD/telematics providers, whose geofence entries and exits
 * then start and end detention stops; each connection with its status, mappings and deliveries log.
 */
export function IntegrationsPage() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: INTEGRATIONS_KEY, queryFn: fetchIntegrations });
  const [secret, setSecret] = useState<string | null>(null);
  const connected = (fresh: string | null) => {
    if (fresh) setSecret(fresh);
    void queryClient.invalidateQueries({ queryKey: INTEGRATIONS_KEY });
  };
  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>Integrations</h1>
          <p className="muted">
            Connect your ELD or telematics provider: a truck entering a mapped facility's geofence starts the detention
            clock, leaving it checks the stop out.
          </p>
        </div>
      </header>
      {secret ? (
        <SecretOnce
          title="Webhook secret"
          note={INTEGRATION_MESSAGES.secretShownOnce}
          label="Webhook secret"
          value={secret}
          onDone={() => setSecret(null)}
        />
      ) : null}
      <ConnectForm onConnected={connected} />
      {query.isPending ? <Skeleton rows={4} /> : null}
      {query.error ? <Banner tone="error">{query.error.message}</Banner> : null}
      {query.data?.integrations.length === 0 ? <EmptyState title="No provider connected yet" /> : null}
      {query.data?.integrations.map((integration) => (
        <IntegrationCard key={integration.id} integration={integration} onSecret={setSecret} />
      ))}
    </div>
  );
}
