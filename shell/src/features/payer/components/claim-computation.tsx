import { Fragment } from 'react';
import { formatMoney } from '@dwell/core/format';
import type { PayerPageData } from '../api/get-payer-page.ts';
import { computationLines, policyLines } from '../claim-words.ts';

function Lines({ lines }: { lines: [string, string][] }) {
  return (
    <dl className="payer-facts">
      {lines.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The detention policy in force at the stop and how the amount follows from the wait, as the invoice has them. */
export function ClaimComputation({ data }: { data: PayerPageData }) {
  return (
    <section className="card stack" aria-labelledby="payer-computation">
      <h2 id="payer-computation">Policy and computation</h2>
      <h3>Detention policy</h3>
      <Lines lines={policyLines(data.policy)} />
      <h3>Charges</h3>
      <Lines lines={computationLines(data.breakdown)} />
      <p className="payer-total">
        Detention total: <strong data-testid="payer-total">{formatMoney(data.claim.amountCents)}</strong>
      </p>
    </section>
  );
}
