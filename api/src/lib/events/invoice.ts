import { timeSourceLabel } from '@dwell/core/integrations/constants';
import { formatDuration, formatHours, formatMoney, formatZonedDateTime } from '@dwell/core/format';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { ClaimSnapshot } from '../../routes/claims/queries.ts';

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
  evidence: { name: string; category: string; sha256: string; size: number; createdAt: Date }[];
}

/** The standard PDF fonts only encode WinAnsi: anything else (emoji, CJK) becomes '?' instead of failing. */
function printable(text: string): string {
  return text.replace(/[^\x20-\x7e\u00a0-\u00ff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}

const MINUTE_MS = 60_000;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);

const TOP = 742;
const BOTTOM = 56;

/** Writes lines down the page, starting a new page when the next line would not fit. */
class Writer {
  y = TOP;
  private page: PDFPage;
  constructor(
    private pdf: PDFDocument,
    private font: PDFFont,
    private bold: PDFFont,
  ) {
    this.page = pdf.addPage([612, 792]);
  }
  private fit(height: number) {
    if (this.y - height >= BOTTOM) return;
    this.page = this.pdf.addPage([612, 792]);
    this.y = TOP;
  }
  line(text: string, options: { size?: number; bold?: boolean; x?: number; muted?: boolean; gap?: number } = {}) {
    const size = options.size ?? 10;
    this.fit(size);
    this.page.drawText(printable(text), {
      x: options.x ?? 56,
      y: this.y,
      size,
      font: options.bold ? this.bold : this.font,
      color: options.muted ? MUTED : INK,
    });
    this.y -= options.gap ?? size + 5;
  }
  pair(label: string, value: string) {
    this.fit(10);
    this.page.drawText(printable(label), { x: 56, y: this.y, size: 10, font: this.bold, color: INK });
    this.page.drawText(printable(value), { x: 200, y: this.y, size: 10, font: this.font, color: INK });
    this.y -= 15;
  }
  space(points = 10) {
    this.y -= points;
  }
}

/**
 * The invoice of one claim (pdf-lib, US Letter): who bills whom, the stop's times, the policy, the billed
 * time and amount, and every evidence file with its SHA-256 so the recipient can check nothing was altered.
 */
export async function invoicePdf(input: InvoiceInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Detention invoice ${input.number}`);
  pdf.setProducer('Dwell');
  pdf.setCreationDate(new Date(input.issuedAt));
  const w = new Writer(
    pdf,
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  );
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
  w.space(4);
  w.line(`Amount due: ${formatMoney(Math.max(0, input.amountCents - input.receivedCents))}`, {
    bold: true,
    size: 16,
    gap: 18,
  });
  w.line(`Detention total: ${formatMoney(input.amountCents)}`, { muted: true });
  w.space();

  w.line('Evidence', { bold: true, size: 12 });
  if (input.evidence.length === 0) w.line('No documents attached.', { muted: true });
  for (const doc of input.evidence) {
    w.line(`${doc.name} (${doc.category}, ${Math.ceil(doc.size / 1024)} KB, ${at(doc.createdAt.getTime())})`, {
      size: 9,
      gap: 11,
    });
    w.line(`SHA-256 ${doc.sha256}`, { size: 8, muted: true, x: 68, gap: 13 });
  }
  w.space(6);
  w.line(
    'Each SHA-256 fingerprint identifies the exact file on record; any change to a file changes its fingerprint.',
    {
      size: 8,
      muted: true,
    },
  );
  return pdf.save();
}
