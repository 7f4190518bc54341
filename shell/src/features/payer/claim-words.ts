import { formatDuration, formatHours, formatMoney } from '@dwell/core/format';
import type { ClaimStatus } from '@dwell/core/schemas/claim-rules';

/**
 * The payer page's facts in words: the evidence check, GPS fixes, the policy and the computation (worded as the
 * invoice words them, so the page and the PDF say the same), and why a claim cannot be answered now.
 */

const MINUTE_MS = 60_000;

export type FileCheck = 'unchanged' | 'changed' | 'missing';

/** The line above the evidence: all files unchanged, or which changed and which are missing. */
export function evidenceSummary(files: readonly { name: string; check: FileCheck }[]): { ok: boolean; text: string } {
  const total = files.length;
  if (total === 0) return { ok: true, text: 'No evidence files are attached to this claim.' };
  const changed = files.filter((f) => f.check === 'changed').map((f) => f.name);
  const missing = files.filter((f) => f.check === 'missing').map((f) => f.name);
  if (changed.length === 0 && missing.length === 0) {
    return {
      ok: true,
      text: total === 1 ? 'The 1 file is unchanged since upload' : `All ${total} files unchanged since upload`,
    };
  }
  const of = (names: string[]) => `${names.length} of ${total} ${total === 1 ? 'file' : 'files'}`;
  const parts = [
    changed.length > 0 ? `${of(changed)} changed since upload: ${changed.join(', ')}` : '',
    missing.length > 0 ? `${of(missing)} missing: ${missing.join(', ')}` : '',
  ];
  return { ok: false, text: parts.filter(Boolean).join('; ') };
}

/** One file's check, naming the file when it failed. */
export function fileCheckText(check: FileCheck, name: string): string {
  if (check === 'unchanged') return 'Unchanged since upload';
  return check === 'changed' ? `This file changed after upload: ${name}` : `This file is missing: ${name}`;
}

/** A file's size as the invoice prints it (whole KB, rounded up). */
export const fileSize = (bytes: number): string => `${Math.ceil(bytes / 1024)} KB`;

export interface GpsFix {
  lat: number;
  lng: number;
  accuracyM: number | null;
}

/** Five decimals of a degree are about a metre: finer digits would claim a precision no phone GPS has. */
const degrees = (value: number) => value.toFixed(5);

/** A GPS fix as '41.52345, -88.08123 ± 12 m' (the accuracy left out when the device gave none). */
export function fixText(fix: GpsFix): string {
  const accuracy = fix.accuracyM === null ? '' : ` ± ${Math.round(fix.accuracyM)} m`;
  return `${degrees(fix.lat)}, ${degrees(fix.lng)}${accuracy}`;
}

/** The fix on OpenStreetMap, with a marker. */
export function mapUrl(fix: GpsFix): string {
  const [lat, lng] = [degrees(fix.lat), degrees(fix.lng)];
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
}

export interface PolicyTerms {
  freeMinutes: number;
  hourlyRateCents: number;
  incrementMinutes: number;
  rounding: string;
  capCents: number | null;
  clockStart: string;
}

/** The detention policy the amount was computed with, label and value, as the invoice lists it. */
export function policyLines(policy: PolicyTerms): [string, string][] {
  const from = policy.clockStart === 'appointment' ? 'the appointment' : 'arrival';
  return [
    ['Free time', `${policy.freeMinutes} minutes from ${from}`],
    ['Rate', `${formatMoney(policy.hourlyRateCents)} per hour`],
    ['Billing increment', `${policy.incrementMinutes} minutes, rounded ${policy.rounding}`],
    ['Cap per stop', policy.capCents === null ? 'None' : formatMoney(policy.capCents)],
  ];
}

export interface Breakdown {
  waitMinutes: number;
  billableMinutes: number;
  billedMinutes: number;
  capped: boolean;
}

/** How the billed time came out of the wait, as the invoice's charges list it. */
export function computationLines(breakdown: Breakdown): [string, string][] {
  return [
    ['Waiting time counted', formatDuration(breakdown.waitMinutes * MINUTE_MS)],
    ['Beyond free time', formatDuration(breakdown.billableMinutes * MINUTE_MS)],
    ['Billed time', `${formatHours(breakdown.billedMinutes)} h${breakdown.capped ? ' (capped)' : ''}`],
  ];
}

/** Why the claim cannot be answered in this status; null when it can be (or for a status a link never shows). */
export function notAnswerableReason(status: ClaimStatus): string | null {
  switch (status) {
    case 'approved':
      return 'This claim was approved. The carrier is waiting for the payment; nothing more is needed here.';
    case 'disputed':
      return 'This claim was disputed. The carrier will reply by email; after their reply you can answer again here.';
    case 'question':
      return 'A question was asked about this claim. The carrier will reply by email; after their reply you can answer again here.';
    case 'paid':
      return 'This claim is paid in full. Nothing more is owed.';
    case 'waived':
      return 'The carrier waived this claim. Nothing is owed.';
    default:
      return null;
  }
}

/** The upload log's verdict in words: intact with its entry count, or where and why it does not hold. */
export function evidenceLogText(log: {
  intact: boolean;
  entries: number;
  brokenAt: { seq: number; reason: string; documentName: string | null } | null;
}): string {
  if (log.intact)
    return `Upload log intact: ${log.entries} ${log.entries === 1 ? 'entry' : 'entries'}, each linked to the one before`;
  const at = log.brokenAt;
  if (!at) return 'The upload log does not hold';
  return `The upload log does not hold at entry ${at.seq}${at.documentName ? ` (${at.documentName})` : ''}: ${at.reason}`;
}
