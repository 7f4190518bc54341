import { formatDateTime } from '@dwell/core/format';
import type { ApiKeyView } from '@dwell/core/schemas/api-keys';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { DataTable } from '@dwell/ui/components/data-table.tsx';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { fetchKeyUses } from '../api/get-key-uses.ts';
import { API_KEYS_KEY } from '../api/get-keys.ts';

type KeyUse = Awaited<ReturnType<typeof fetchKeyUses>>[number];

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, KeyUse>();
const columns = helper.columns([
  helper.accessor('createdAt', {
    header: 'When',
    cell: (info) => <span className="small">{formatDateTime(info.getValue())}</span>,
  }),
  helper.display({
    id: 'request',
    header: 'Request',
    cell: ({ row: { original: use } }) => (
      <code className="small">
        {use.method} {use.path}
      </code>
    ),
  }),
  helper.accessor('status', {
    header: 'Status',
    cell: (info) => (
      <span className={`badge ${info.getValue() < 400 ? 'badge-success' : 'badge-danger'}`}>{info.getValue()}</span>
    ),
  }),
  helper.accessor('ipAddress', { header: 'IP', cell: (info) => <span className="small">{info.getValue()}</span> }),
]);

/** The requests made with a key, newest first. */
function UsesTable({ uses }: { uses: KeyUse[] }) {
  const table = useTable({ features, columns, data: uses, getRowId: (use) => use.id });
  return <DataTable table={table} label="Requests" empty={<p className="empty">This key has not been used yet.</p>} />;
}

/** The audit trail of one key: every request made with it, refused ones included. */
export function KeyUsesDialog({ apiKey, onClose }: { apiKey: ApiKeyView; onClose: () => void }) {
  const query = useQuery({ queryKey: [...API_KEYS_KEY, apiKey.id, 'uses'], queryFn: () => fetchKeyUses(apiKey.id) });
  return (
    <Modal title={`Recent requests with ${apiKey.name}`} onClose={onClose}>
      {query.isPending ? <Skeleton rows={3} /> : null}
      {query.error ? <Banner tone="error">{query.error.message}</Banner> : null}
      {query.data ? <UsesTable uses={query.data} /> : null}
      <div className="row" style={{ justifyContent: 'flex-end', marginTop: 16 }}>
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
