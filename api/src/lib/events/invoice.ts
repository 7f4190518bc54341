import { timeSourceLabel } from '@dwell/core/integrations/constants';
import { formatDuration, formatHours, formatMoney, formatZonedDateTime } from '@dwell/core/format';
import { correctionText } from '@dwell/core/time-corrections';
import { PDFDocument } from 'pdf-lib';
import type { ClaimSnapshot } from '../../routes/claims/queries.ts';
import { appendExhibits, categoryLabel, exhibitPages, kilobytes } from '../pdf/exhibit-pages.ts';
import { type EvidenceDocument, type Exhibit, loadExhibits } from '../pdf/exhibits.ts';
import { embedFonts } from '../pdf/fonts.ts';
import { numberPages, Writer } from '../pdf/writer.ts';

export interface InvoiceInput {
  number: string;
  issuedAt: number;
  amountCents: number;
  receivedCents: number;
  status: string;
  company: {
    name: string;
    address: string | null;
    phone: string | null;
    dotNumber: string | null;
    mcNumber: string | null;
  };
  /** The company's zone: the issue date. */
  timeZone: string;
  /** The stop's zone (its facility's, else the company's): the stop's times and its evidence. */
  stopTimeZone: string;
  snapshot: ClaimSnapshot;
  evidence: EvidenceDocument[];
}

const MINUTE_MS = 60_000;

/** The invoice's list of evidence: each exhibit with its fingerprint and whether its pages follow, or why not. */
function evidenceIndex(w: Writer, exhibits: Exhibit[], at: (ms: number) => string) {
  w.line('Evidence', { bold: true, size: 12 });
  if (exhibits.length === 0) w.line('No documents attached.', { muted: true });
  for (const [i, doc] of exhibits.entries()) {
    // An exhibit's name, fingerprint and state stay on one page.
    w.fit(40);
    const facts = `${categoryLabel(doc.category)}, ${kilobytes(doc.size)}, uploaded ${at(doc.createdAt.getTime())}`;
    w.line(`Exhibit ${i + 1}: ${doc.name} (${facts})`, { size: 9, gap: 11 });
    w.line(`SHA-256 ${doc.sha256}`, { size: 8, muted: true, x: 68, gap: 10 });
    const pages = exhibitPages(doc);
    const shown =
      doc.kind === 'listed' ? `Not attached: ${doc.reason}` : `Attached: ${pages} page${pages === 1 ? '' : 's'}`;
    w.line(shown, { size: 8, muted: doc.kind !== 'listed', x: 68, gap: 13 });
  }
  w.space(6);
  w.line(
    'Each SHA-256 fingerprint identifies the exact file on record; any change to a file changes its fingerprint. ' +
      'Attached evidence follows the invoice, each photo and each document page on a page of its own, and was checked ' +
      'against its fingerprint before it was attached.',
    { size: 8, muted: true },
  );
}

/**
 * The invoice of one claim as an evidence packet (pdf-lib, US Letter, a Unicode font): who bills whom, the stop's
 * times, the policy, the billed time and amount, and every evidence file with its SHA-256 so the recipient can
 * check nothing was altered; then the evidence itself, images and PDF pages read from `bucket`, one per page.
 */
export async function invoicePdf(input: InvoiceInput, bucket: R2Bucket): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Detention invoice ${input.number}`);
  pdf.setProducer('Dwell');
  pdf.setCreationDate(new Date(input.issuedAt));
  const fonts = await embedFonts(pdf);
  const exhibits = await loadExhibits(pdf, bucket, input.evidence);
  const w = new Writer(pdf, fonts);
  const { event, policy, breakdown, customer } = input.snapshot;
  // Every time carries its zone's name, and a stop's times are those of the place, as on the event screen.
  const at = (ms: number | null) => (ms === null ? '-' : formatZonedDateTime(ms, input.stopTimeZone));
  const issued = formatZonedDateTime(input.issuedAt, input.timeZone);

  w.line('Detention Invoice', { size: 20, bold: true, gap: 26 });
  w.line(`Invoice ${input.number}  |  Issued ${issued}  |  Status: ${input.status.replace('_', ' ')}`, {
    muted: true,
  });
  w.space();
  w.line(input.company.name, { bold: true, size: 12 });
  for (const text of [
    input.company.address,
    input.company.phone,
    [input.company.dotNumber && `USDOT ${input.company.dotNumber}`, input.company.mcNumber].filter(Boolean).join('  '),
  ]) {
    if (text) w.line(text);
  }
  w.space();
  w.line('Bill to', { bold: true, size: 12 });
  w.line(customer?.name ?? event.facilityAddress);
  if (customer?.billingEmail) w.line(customer.billingEmail);
  w.space();

  w.line('Stop', { bold: true, size: 12 });
  w.pair('Location', event.facilityName);
  w.pair('Shipper/Receiver', event.facilityAddress);
  w.pair('Driver', event.driverName);
  w.pair('Load number', event.loadNumber ?? '-');
  w.pair('Appointment', at(event.appointmentTime));
  w.pair('Check-in', at(event.checkInTime));
  w.pair('Check-out', at(event.checkOutTime));
  w.pair('Time on site', formatDuration(event.checkOutTime - event.checkInTime));
  // Evidence quality: a time from the truck's ELD or the phone's GPS weighs more than a typed one.
  const sources = [timeSourceLabel(event.checkInSource), timeSourceLabel(event.checkOutSource)];
  if (sources[0] && sources[1]) w.pair('Times from', `check-in ${sources[0]}, check-out ${sources[1]}`);
  // A time corrected by hand shows what it replaced, so an ELD or GPS time never disappears silently.
  for (const c of event.corrections ?? []) {
    w.pair('Corrected', `${correctionText(c, at)} (${c.by ?? 'Unknown'}, ${at(c.at)})`);
  }
  w.space();

  w.line('Detention policy', { bold: true, size: 12 });
  w.pair(
    'Free time',
    `${policy.freeMinutes} minutes from ${policy.clockStart === 'appointment' ? 'the appointment' : 'arrival'}`,
  );
  w.pair('Rate', `${formatMoney(policy.hourlyRateCents)} per hour`);
  w.pair('Billing increment', `${policy.incrementMinutes} minutes, rounded ${policy.rounding}`);
  w.pair('Cap per stop', policy.capCents === null ? 'None' : formatMoney(policy.capCents));
  w.space();

  w.line('Charges', { bold: true, size: 12 });
  w.pair('Waiting time counted', formatDuration(breakdown.waitMinutes * MINUTE_MS));
  w.pair('Beyond free time', formatDuration(breakdown.billableMinutes * MINUTE_MS));
  w.pair('Billed time', `${formatHours(breakdown.billedMinutes)} h${breakdown.capped ? ' (capped)' : ''}`);
  if (input.receivedCents > 0) w.pair('Received', formatMoney(input.receivedCents));
  w.space(10);
  w.line(`Amount due: ${formatMoney(Math.max(0, input.amountCents - input.receivedCents))}`, {
    bold: true,
    size: 16,
    gap: 18,
  });
  w.line(`Detention total: ${formatMoney(input.amountCents)}`, { muted: true });
  w.space();

  evidenceIndex(w, exhibits, at);
  appendExhibits(pdf, fonts, exhibits, at);
  numberPages(pdf, fonts.regular, `Detention invoice ${input.number}`);
  return pdf.save();
}
