import { PAYER_MESSAGES } from '@dwell/core/schemas/payer-rules';
import { Skeleton } from '@dwell/ui/components/feedback.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { matchPath } from '@dwell/core/route-match';
import { usePathname } from '@dwell/ui/lib/router.tsx';
import { useQuery } from '@tanstack/react-query';
import { payerFileUrls, payerPageQuery } from './api/get-payer-page.ts';
import { AnswerSection } from './components/answer-section.tsx';
import { ClaimComputation } from './components/claim-computation.tsx';
import { ClaimHeader } from './components/claim-header.tsx';
import { EvidenceSection } from './components/evidence-section.tsx';
import { ExchangeList } from './components/exchange-list.tsx';
import { LinkProblem, PayerFrame } from './components/payer-frame.tsx';
import { StopTimeline } from './components/stop-timeline.tsx';

/** The page's blocks before the claim arrives, about as tall as they will be, so nothing jumps when it does. */
function Loading() {
  return (
    <PayerFrame title="Detention claim">
      <div className="card payer-skeleton-header">
        <Skeleton rows={5} height={28} />
      </div>
      <div className="payer-columns">
        <div className="card payer-skeleton-block">
          <Skeleton rows={8} />
        </div>
        <div className="card payer-skeleton-block">
          <Skeleton rows={8} />
        </div>
      </div>
    </PayerFrame>
  );
}

/**
 * /claim/:token: the page a payer's AP clerk opens from the claim's email, without an account. The claim, the
 * stop, the policy and the computation, the evidence as checked on the server, the exchange so far, and the
 * answer. A wrong, expired or revoked link shows one message and nothing about any claim.
 */
export function PayerClaimPage() {
  const token = matchPath('/claim/:token', usePathname())?.token ?? '';
  const page = useQuery({ ...payerPageQuery(token), enabled: token !== '' });

  if (token === '' || (page.error instanceof ApiClientError && page.error.status === 404)) {
    return <LinkProblem title="This link is not valid" message={PAYER_MESSAGES.linkInvalid} />;
  }
  if (page.error instanceof ApiClientError && page.error.status === 429) {
    return <LinkProblem title="Please wait a few minutes" message={PAYER_MESSAGES.tooManyRequests} />;
  }
  if (page.error) {
    return (
      <LinkProblem
        title="The claim could not be loaded"
        message="The connection failed or the server did not answer. Check your connection and try again."
        action={
          <div>
            <button type="button" className="btn btn-primary" onClick={() => void page.refetch()}>
              Try again
            </button>
          </div>
        }
      />
    );
  }
  if (!page.data) return <Loading />;

  const data = page.data;
  const urls = payerFileUrls(token);
  return (
    <PayerFrame title={`Detention claim ${data.claim.number} from ${data.carrier?.name ?? 'your carrier'}`}>
      <ClaimHeader data={data} invoiceUrl={urls.invoice} />
      <div className="payer-columns">
        <StopTimeline stop={data.stop} />
        <ClaimComputation data={data} />
      </div>
      <EvidenceSection
        evidence={data.evidence}
        log={data.evidenceLog}
        timeZone={data.stop.timeZone}
        urlOf={urls.document}
      />
      <ExchangeList data={data} />
      <AnswerSection token={token} data={data} />
      <p className="small muted payer-footer">
        This page is for {data.claim.billTo ?? 'the payer'} only: do not share its link. Sent through Dwell.
      </p>
    </PayerFrame>
  );
}
