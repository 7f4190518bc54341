import { formatDateTime } from '@dwell/core/format';
import type { ApiKeyView } from '@dwell/core/schemas/api-keys';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Modal } from '@dwell/ui/components/modal.tsx';
import { useQuery } from '@tanstack/react-query';
import { fetchKeyUses } from '../api/get-key-uses.ts';
import { API_KEYS_KEY } from '../api/get-keys.ts';

/** The audit trail of one key: every request made with it, refused ones included. */
export function KeyUsesDialog({ apiKey, onClose }: { apiKey: ApiKeyView; onClose: () => void }) {
  const query = useQuery({ queryKey: [...API_KEYS_KEY, apiKey.id, 'uses'], queryFn: () => fetchKeyUses(apiKey.id) });
  return (
    <Modal title={`Recent requests with ${apiKey.name}`} onClose={onClose}>
      {query.isPending ? <Skeleton rows={3} /> : null}
      {query.error ? <Banner tone="error">{query.error.message}</Banner> : null}
      {query.data?.length === 0 ? <p className="empty">This key has not been used yet.</p> : null}
      {query.data?.length ? (
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Request</th>
                <th scope="col">Status</th>
                <th scope="col">IP</th>
              </tr>
            </thead>
            <tbody>
              {query.data.map((use) => (
                <tr key={use.id}>
                  <td className="small">{formatDateTime(use.createdAt)}</td>
                  <td className="small">
                    <code>
                      {use.method} {use.path}
                    </code>
                  </td>
                  <td>
                    <span className={`badge ${use.status < 400 ? 'badge-success' : 'badge-danger'}`}>{use.status}</span>
                  </td>
                  <td className="small">{use.ipAddress}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="row" style={{ justifyContent: 'flex-end', marginTop: 16 }}>
        <button type="button" className="btn" onClick={onClose}>
          Close
        </button>
      </div>
    </Modal>
  );
}
