/**
 * The error card of a part of Dwell that could not be loaded (a remote's files, or the list of remotes), with
 * Retry. It only ever replaces its own box; the rest of the page keeps working.
 */
export function RemoteError({ compact = false, onRetry }: { compact?: boolean; onRetry: () => void }) {
  return (
    <div className={compact ? 'card card-tight' : 'page'}>
      <div className="card" role="alert" data-testid="remote-error">
        <h2>This part of Dwell could not be loaded</h2>
        <p className="muted">Check your connection and try again. The rest of the app keeps working.</p>
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Retry
        </button>
      </div>
    </div>
  );
}
