import type { SessionInfo } from '@dwell/core/session';
import { FeatureGate } from '@dwell/ui/components/gate.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { DocumentList } from './document-list.tsx';
import { EvidenceCheck } from './evidence-check.tsx';
import { UploadPanel } from './upload-panel.tsx';

/** docs/product.md#documents-page: /documents (all documents) and /documents/{eventId} (one event's). */
export function DocumentsPage({
  session,
  eventId,
  title,
}: {
  session: SessionInfo;
  eventId: string | null;
  title: string | undefined;
}) {
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>{title}</h1>
          <p className="muted">{eventId ? 'Event documents' : 'All documents'}</p>
        </div>
        {eventId ? (
          <div className="stack docs-header-side">
            <Link to={`/events/${encodeURIComponent(eventId)}`}>Back to event</Link>
            <EvidenceCheck eventId={eventId} />
          </div>
        ) : null}
      </header>
      <div className="docs-layout">
        <DocumentList eventId={eventId} canChange={session.features.includes('documentStorage')} />
        <aside aria-label="Upload">
          {/* Stored documents stay downloadable without the feature; only new uploads need it (docs/product.md#tiers-and-limits). */}
          <FeatureGate session={session} feature="documentStorage">
            <UploadPanel eventId={eventId} />
          </FeatureGate>
        </aside>
      </div>
    </div>
  );
}
