import { formatZonedDateTime } from '@dwell/core/format';
import { CATEGORY_LABELS } from '@dwell/core/schemas/documents';
import type { PayerPageData } from '../api/get-payer-page.ts';
import { evidenceLogText, evidenceSummary, fileCheckText, fileSize } from '../claim-words.ts';

type Doc = PayerPageData['evidence'][number];

/** Images are shown in the page; a PDF opens in a new tab (the page may not be framed); anything else downloads. */
function Preview({ doc, url }: { doc: Doc; url: string }) {
  if (doc.check === 'missing') return null;
  if (doc.type.startsWith('image/')) {
    return (
      <a className="payer-doc-frame" href={url} target="_blank" rel="noopener noreferrer">
        <img src={url} alt={doc.name} loading="lazy" decoding="async" />
      </a>
    );
  }
  const pdf = doc.type === 'application/pdf';
  return (
    <a className="payer-doc-frame payer-doc-file" href={url} target="_blank" rel="noopener noreferrer">
      <span className="payer-doc-kind" aria-hidden="true">
        {pdf ? 'PDF' : 'FILE'}
      </span>
      <span aria-hidden="true">{pdf ? 'Open in a new tab' : 'Download'}</span>
      <span className="sr-only">{pdf ? `Open ${doc.name} (PDF)` : `Download ${doc.name}`}</span>
    </a>
  );
}

/** Every evidence file of the stop, with its SHA-256 and the server's check of the stored bytes against it. */
export function EvidenceSection({
  evidence,
  log,
  timeZone,
  urlOf,
}: {
  evidence: PayerPageData['evidence'];
  log: PayerPageData['evidenceLog'];
  timeZone: string;
  urlOf: (id: string) => string;
}) {
  const summary = evidenceSummary(evidence);
  return (
    <section className="card stack" aria-labelledby="payer-evidence">
      <h2 id="payer-evidence">Evidence</h2>
      <p
        className={`payer-check ${summary.ok ? 'payer-check-ok' : 'payer-check-bad'}`}
        role={summary.ok ? 'status' : 'alert'}
        data-testid="evidence-summary"
      >
        <span aria-hidden="true">{summary.ok ? '✓' : '✕'}</span> {summary.text}
      </p>
      <p
        className={`payer-check ${log.intact ? 'payer-check-ok' : 'payer-check-bad'}`}
        role={log.intact ? 'status' : 'alert'}
        data-testid="evidence-log"
      >
        <span aria-hidden="true">{log.intact ? '✓' : '✕'}</span> {evidenceLogText(log)}
      </p>
      <p className="small muted">
        Each file is checked on the server each time this page opens: its SHA-256 is computed again from the stored
        bytes and compared with the one recorded when it was uploaded, and the upload log's chain of hashes is verified.
      </p>
      <div className="grid-docs">
        {evidence.map((doc) => (
          <article key={doc.id} className="payer-doc stack" aria-label={doc.name}>
            <Preview doc={doc} url={urlOf(doc.id)} />
            <h3 className="payer-doc-name">{doc.name}</h3>
            <p className="small muted">
              {CATEGORY_LABELS[doc.category]} · {fileSize(doc.size)} · uploaded{' '}
              {formatZonedDateTime(doc.uploadedAt, timeZone)}
            </p>
            <p className={`payer-check ${doc.check === 'unchanged' ? 'payer-check-ok' : 'payer-check-bad'}`}>
              <span aria-hidden="true">{doc.check === 'unchanged' ? '✓' : '✕'}</span>{' '}
              {fileCheckText(doc.check, doc.name)}
            </p>
            <p className="small payer-hash">
              <span className="muted">SHA-256</span> <code>{doc.sha256}</code>
            </p>
          </article>
        ))}
      </div>
    </section>
  );
}
