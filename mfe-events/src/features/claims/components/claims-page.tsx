import { formatMoney } from '@dwell/core/format';
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES, type ClaimStatus } from '@dwell/core/schemas/claim-rules';
import { Banner, EmptyState, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Link, navigate, useQuery as useAddress } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { useLiveUpdates } from '../../../lib/live.ts';
import { ClaimPanel } from '../../../shared/claim-panel.tsx';
import { useClaim } from '../../../shared/api/get-claim.ts';
import { useClaims } from '../api/get-claims.ts';
import { AgingOverview } from './aging-overview.tsx';
import { ClaimsTable } from './claims-table.tsx';
import { PAGE_SIZE } from '@dwell/core/paging';
import { PageNav } from '@dwell/ui/components/page-nav.tsx';

/** /events/claims: every claim with its status, balance and aging; ?claim= opens one. */
export function ClaimsPage({ session }: ScreenProps) {
  const address = useAddress();
  const status = (address.get('status') ?? '') as ClaimStatus | '';
  const page = Math.max(1, Number(address.get('page')) || 1);
  const open = address.get('claim');
  const query = { page: String(page), pageSize: String(PAGE_SIZE), ...(status ? { status } : {}) };
  const claims = useClaims(query, session.user.role !== 'driver');
  useLiveUpdates();
  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams({
      ...(status ? { status } : {}),
      ...(page > 1 ? { page: String(page) } : {}),
      ...changes,
    });
    for (const [k, v] of [...next.entries()]) if (!v) next.delete(k);
    navigate(`/events/claims${next.size ? `?${next.toString()}` : ''}`, { replace: true });
  };
  if (session.user.role === 'driver')
    return (
      <div className="page">
        <Banner tone="info">Claims are handled by your dispatch office.</Banner>
      </div>
    );
  return (
    <div className="page stack-lg">
      <header className="page-header">
        <div>
          <h1>Claims</h1>
          <p className="muted">
            Outstanding {formatMoney(claims.data?.outstandingCents ?? 0)} · received{' '}
            {formatMoney(claims.data?.receivedCents ?? 0)}
          </p>
        </div>
        <Link to="/events/policies" className="btn btn-ghost">
          Detention policies
        </Link>
      </header>
      {open ? (
        <OpenClaim id={open} canSeeContacts={session.user.role === 'carrier_admin'} onClose={() => go({ claim: '' })} />
      ) : null}
      {claims.data ? <AgingOverview aging={claims.data.aging} /> : null}
      <div className="row">
        <label htmlFor="claim-status">Status</label>
        <select
          id="claim-status"
          className="select select-inline"
          value={status}
          onChange={(e) => go({ status: e.target.value, page: '' })}
        >
          <option value="">All claims</option>
          {CLAIM_STATUSES.map((s) => (
            <option key={s} value={s}>
              {CLAIM_STATUS_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      {claims.isPending ? (
        <Skeleton rows={5} />
      ) : claims.isError ? (
        <Banner tone="error">{claims.error.message}</Banner>
      ) : claims.data.total === 0 ? (
        <EmptyState
          title="No claims yet"
          hint="Open a completed, billable event and use Generate Invoice on its Billing tab."
        />
      ) : (
        <ClaimsTable claims={claims.data.claims} />
      )}
      {claims.data ? (
        <PageNav
          page={page}
          pageSize={PAGE_SIZE}
          total={claims.data.total}
          onPage={(next) => go({ page: String(next) })}
        />
      ) : null}
    </div>
  );
}

function OpenClaim({ id, canSeeContacts, onClose }: { id: string; canSeeContacts: boolean; onClose: () => void }) {
  const claim = useClaim(id);
  return (
    <section className="card stack" aria-label="Claim">
      <div className="row-between">
        {claim.data ? <Link to={`/events/${claim.data.claim.eventId}?tab=billing`}>Open the event</Link> : <span />}
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClose}>
          Close
        </button>
      </div>
      <ClaimPanel claimId={id} canSeeContacts={canSeeContacts} />
    </section>
  );
}
