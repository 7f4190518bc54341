import { formatZonedDateTime } from '@dwell/core/format';
import type { PayerPageData } from '../api/get-payer-page.ts';
import { type ExchangeEntry, exchangeEntry } from '../exchange-words.ts';

/** One entry: its headline, its facts, and what someone typed, always as text. */
export function ExchangeItem({ entry, at }: { entry: ExchangeEntry; at?: string }) {
  return (
    <div className="stack payer-entry">
      <p className="payer-entry-title">
        <strong>{entry.title}</strong>
        {at ? <span className="small muted"> · {at}</span> : null}
      </p>
      {entry.facts.length > 0 ? (
        <ul className="small payer-entry-facts">
          {entry.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {entry.quote ? <blockquote className="payer-quote">{entry.quote}</blockquote> : null}
    </div>
  );
}

/** Keys for entries that have no id: the action and time, with a count for the rare same-millisecond pair. */
function entryKeys(history: PayerPageData['history']): string[] {
  const seen = new Map<string, number>();
  return history.map((item) => {
    const base = `${item.action}-${item.at}`;
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return `${base}-${n}`;
  });
}

/** The exchange so far, oldest first: sends, answers, the carrier's replies, reminders and payments. */
export function ExchangeList({ data }: { data: PayerPageData }) {
  const carrier = data.carrier?.name ?? 'The carrier';
  // Days of the exchange in the carrier's zone, as its emails print them.
  const zone = data.carrier?.timeZone ?? data.stop.timeZone;
  const keys = entryKeys(data.history);
  return (
    <section className="card stack" aria-labelledby="payer-exchange">
      <h2 id="payer-exchange">The exchange so far</h2>
      {data.history.length === 0 ? (
        <p className="muted">Nothing yet.</p>
      ) : (
        <ol className="payer-exchange" data-testid="payer-exchange">
          {data.history.map((item, i) => (
            <li key={keys[i]}>
              <ExchangeItem
                entry={exchangeEntry(item.action, item.details, carrier, zone)}
                at={formatZonedDateTime(item.at, zone)}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
