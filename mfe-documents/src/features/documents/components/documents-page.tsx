import type { SessionInfo } from '@dwell/core/session';
import { Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { useSessionInfo } from '../api/use-session-info.ts';
import { DocumentList } from './document-list.tsx';
import { EvidenceCheck } from './evidence-check.tsx';
import { UploadPanel } from './upload-panel.tsx';
import { UpgradePrompt } from './upgrade-prompt.tsx';

/** SPEC §2.13: /documents (all documents) and /documents/{eventId} (one event's). */
export function DocumentsPage({ session: given, eventId }: { session: SessionInfo | null; eventId: string | null }) {
  const session = useSessionInfo(given);
  const canStore = Boolean(session?.features.includes('documentStorage'));
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>Documents</h1>
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
        <DocumentList eventId={eventId} canChange={canStore} />
        <aside aria-label="Upload">
          {session === undefined ? (
            <Skeleton rows={3} height={48} />
          ) : session && canStore ? (
            <UploadPanel eventId={eventId} />
          ) : session ? (
            <UpgradePrompt session={session} />
          ) : null}
        </aside>
      </div>
    </div>
  );
}
