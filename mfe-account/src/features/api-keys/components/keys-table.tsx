import { formatDateTime } from '@dwell/core/format';
import type { ApiKeyView } from '@dwell/core/schemas/api-keys';

interface Props {
  keys: ApiKeyView[];
  onRevoke: (key: ApiKeyView) => void;
  onShowUses: (key: ApiKeyView) => void;
}

/** The company's keys with their scopes and last use; revoked keys stay listed for the record. */
export function KeysTable({ keys, onRevoke, onShowUses }: Props) {
  if (keys.length === 0) return <p className="empty">No API keys yet.</p>;
  return (
    <div className="table-wrap">
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Key</th>
            <th scope="col">Scopes</th>
            <th scope="col">Created</th>
            <th scope="col">Last used</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr key={key.id}>
              <td>{key.name}</td>
              <td>
                <code>{key.prefix}…</code>
              </td>
              <td className="small">{key.scopes.join(', ')}</td>
              <td className="small">
                {formatDateTime(key.createdAt)} by {key.createdBy}
              </td>
              <td className="small">{key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'Never'}</td>
              <td>
                {key.revokedAt ? (
                  <span className="badge badge-danger">Revoked</span>
                ) : (
                  <span className="badge badge-success">Active</span>
                )}
              </td>
              <td className="row">
                <button
                  type="button"
                  className="btn btn-sm btn-ghost"
                  onClick={() => onShowUses(key)}
                  aria-label={`Requests with ${key.name}`}
                >
                  Requests
                </button>
                {key.revokedAt ? null : (
                  <button
                    type="button"
                    className="btn btn-sm btn-danger"
                    onClick={() => onRevoke(key)}
                    aria-label={`Revoke ${key.name}`}
                  >
                    Revoke
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
