import { fill } from '@dwell/core/messages';
import { DOCUMENT_MESSAGES, type EvidenceVerification } from '@dwell/core/schemas/documents';
import { useMutation } from '@tanstack/react-query';
import { verifyEvidence } from '../api/verify-evidence.ts';

function describe(result: EvidenceVerification): string {
  if (result.ok) return `${DOCUMENT_MESSAGES.evidenceIntact} (${result.entries} entries)`;
  const broken = result.brokenAt ?? { seq: 0, reason: '' };
  return fill(DOCUMENT_MESSAGES.evidenceBroken, { seq: broken.seq, reason: broken.reason });
}

/** Lets a dispatcher prove, before a claim, that an event's evidence was not altered since it was stored. */
export function EvidenceCheck({ eventId }: { eventId: string }) {
  const check = useMutation({ mutationFn: () => verifyEvidence(eventId) });
  return (
    <div className="row">
      <button type="button" className="btn btn-sm" onClick={() => check.mutate()} disabled={check.isPending}>
        {check.isPending ? 'Verifying...' : 'Verify evidence'}
      </button>
      <span role="status" className="small">
        {check.data ? (
          <span className={`badge ${check.data.ok ? 'badge-success' : 'badge-danger'}`}>{describe(check.data)}</span>
        ) : check.error ? (
          <span className="badge badge-danger">{check.error.message}</span>
        ) : null}
      </span>
    </div>
  );
}
