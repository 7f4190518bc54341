import { API_KEY_MESSAGES, type ApiKeyView } from '@dwell/core/schemas/api-keys';
import type { SessionInfo } from '@dwell/core/session';
import { ConfirmDialog } from '@dwell/ui/components/confirm-dialog.tsx';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { FeatureGate } from '@dwell/ui/components/gate.tsx';
import { SecretOnce } from '@dwell/ui/components/secret-once.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { API_KEYS_KEY, fetchKeys } from '../api/get-keys.ts';
import { revokeKey } from '../api/revoke-key.ts';
import { CreateKeyForm } from './create-key-form.tsx';
import { KeyUsesDialog } from './key-uses-dialog.tsx';
import { KeysTable } from './keys-table.tsx';

/** /settings/api-keys: a company admin creates, watches and revokes the keys programs use for the API (/api/v2, and the deprecated /api/v1). */
export function ApiKeysPage({ session }: { session: SessionInfo }) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: API_KEYS_KEY, queryFn: fetchKeys });
  const [token, setToken] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  const [watching, setWatching] = useState<ApiKeyView | null>(null);
  const [busy, setBusy] = useState(false);

  const created = (fresh: string) => {
    setToken(fresh);
    void queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
  };

  const revoke = async () => {
    if (!revoking) return;
    setBusy(true);
    try {
      await revokeKey(revoking.id);
      toast('success', API_KEY_MESSAGES.revokedToast, revoking.name);
      setRevoking(null);
      await queryClient.invalidateQueries({ queryKey: API_KEYS_KEY });
    } catch (err) {
      toast('error', 'Revoke failed', err instanceof ApiClientError ? err.message : 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>API keys</h1>
          <p className="muted">
            Programs use a key to read and log detention events and read documents through the Dwell API. See the{' '}
            <a href="/api/v2/docs" target="_blank" rel="noreferrer">
              API reference
            </a>{' '}
            and the <a href="/api/v2/openapi.json">OpenAPI document</a>.
          </p>
        </div>
      </header>
      {token ? (
        <SecretOnce
          title={API_KEY_MESSAGES.created}
          note={API_KEY_MESSAGES.shownOnce}
          label="New API key"
          value={token}
          onDone={() => setToken(null)}
        />
      ) : null}
      <FeatureGate session={session} feature="apiAccess">
        <CreateKeyForm onCreated={created} />
      </FeatureGate>
      <section className="card stack" aria-labelledby="keys-title">
        <h2 id="keys-title">Keys</h2>
        {query.isPending ? <Skeleton rows={3} /> : null}
        {query.error ? <Banner tone="error">{query.error.message}</Banner> : null}
        {query.data ? <KeysTable keys={query.data} onRevoke={setRevoking} onShowUses={setWatching} /> : null}
      </section>
      {watching ? <KeyUsesDialog apiKey={watching} onClose={() => setWatching(null)} /> : null}
      {revoking ? (
        <ConfirmDialog
          title="Revoke API key?"
          confirmLabel="Revoke key"
          busy={busy}
          onConfirm={revoke}
          onCancel={() => setRevoking(null)}
        >
          <p>
            Programs using <strong>{revoking.name}</strong> ({revoking.prefix}…) stop working at once. This cannot be
            undone.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
