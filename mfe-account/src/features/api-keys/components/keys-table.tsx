import { formatDateTime } from '@dwell/core/format';
import type { ApiKeyView } from '@dwell/core/schemas/api-keys';
import { DataTable } from '@dwell/ui/components/data-table.tsx';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { createContext, useContext } from 'react';

interface Actions {
  onRevoke: (key: ApiKeyView) => void;
  onShowUses: (key: ApiKeyView) => void;
}

interface Props extends Actions {
  keys: ApiKeyView[];
}

// The screen's handlers reach the action cells through context, so the columns stay declared once, here.
const ActionsContext = createContext<Actions | null>(null);

function KeyActions({ apiKey }: { apiKey: ApiKeyView }) {
  const actions = useContext(ActionsContext);
  return (
    <div className="row">
      <button
        type="button"
        className="btn btn-sm btn-ghost"
        onClick={() => actions?.onShowUses(apiKey)}
        aria-label={`Requests with ${apiKey.name}`}
      >
        Requests
      </button>
      {apiKey.revokedAt ? null : (
        <button
          type="button"
          className="btn btn-sm btn-danger"
          onClick={() => actions?.onRevoke(apiKey)}
          aria-label={`Revoke ${apiKey.name}`}
        >
          Revoke
        </button>
      )}
    </div>
  );
}

const features = tableFeatures({});
const helper = createColumnHelper<typeof features, ApiKeyView>();
const columns = helper.columns([
  helper.accessor('name', { header: 'Name' }),
  helper.accessor('prefix', { header: 'Key', cell: (info) => <code>{info.getValue()}…</code> }),
  helper.accessor('scopes', {
    header: 'Scopes',
    cell: (info) => <span className="small">{info.getValue().join(', ')}</span>,
  }),
  helper.accessor('createdAt', {
    header: 'Created',
    cell: (info) => (
      <span className="small">
        {formatDateTime(info.getValue())} by {info.row.original.createdBy}
      </span>
    ),
  }),
  helper.accessor('lastUsedAt', {
    header: 'Last used',
    cell: (info) => {
      const at = info.getValue();
      return <span className="small">{at ? formatDateTime(at) : 'Never'}</span>;
    },
  }),
  helper.accessor('revokedAt', {
    header: 'Status',
    cell: (info) =>
      info.getValue() ? (
        <span className="badge badge-danger">Revoked</span>
      ) : (
        <span className="badge badge-success">Active</span>
      ),
  }),
  helper.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: (info) => <KeyActions apiKey={info.row.original} />,
  }),
]);

/** The company's keys with their scopes and last use; revoked keys stay listed for the record. */
export function KeysTable({ keys, onRevoke, onShowUses }: Props) {
  const table = useTable({ features, columns, data: keys, getRowId: (key) => key.id });
  return (
    <ActionsContext value={{ onRevoke, onShowUses }}>
      <DataTable table={table} label="API keys" empty={<p className="empty">No API keys yet.</p>} />
    </ActionsContext>
  );
}
