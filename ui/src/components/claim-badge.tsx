import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@dwell/core/schemas/claim-rules';

/** Each claim status's badge tone: money owed and moving is blue, an answer awaited amber, a dispute red. */
const CLAIM_TONE: Record<ClaimStatus, string> = {
  draft: 'badge',
  sent: 'badge-info',
  approved: 'badge-success',
  question: 'badge-warning',
  partially_paid: 'badge-warning',
  paid: 'badge-success',
  disputed: 'badge-danger',
  waived: 'badge',
};

/** A claim's status as a coloured badge, in the words every claim screen uses. */
export function ClaimBadge({ status }: { status: ClaimStatus }) {
  return <span className={`badge ${CLAIM_TONE[status]}`}>{CLAIM_STATUS_LABELS[status]}</span>;
}
