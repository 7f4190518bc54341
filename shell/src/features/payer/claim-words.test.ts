import { describe, expect, it } from 'vitest';
import {
  computationLines,
  evidenceLogText,
  evidenceSummary,
  fileCheckText,
  fixText,
  mapUrl,
  notAnswerableReason,
  policyLines,
} from './claim-words.ts';

describe('the evidence summary', () => {
  it('says every file is unchanged, counting them', () => {
    const files = ['a.png', 'b.pdf', 'c.jpg'].map((name) => ({ name, check: 'unchanged' as const }));
    expect(evidenceSummary(files)).toEqual({ ok: true, text: 'All 3 files unchanged since upload' });
    expect(evidenceSummary(files.slice(0, 1)).text).toBe('The 1 file is unchanged since upload');
    expect(evidenceSummary([])).toEqual({ ok: true, text: 'No evidence files are attached to this claim.' });
  });

  it('names the changed and the missing files', () => {
    const one = evidenceSummary([
      { name: 'dock.png', check: 'unchanged' },
      { name: 'bol.pdf', check: 'changed' },
      { name: 'gate.png', check: 'unchanged' },
    ]);
    expect(one).toEqual({ ok: false, text: '1 of 3 files changed since upload: bol.pdf' });
    const both = evidenceSummary([
      { name: 'dock.png', check: 'missing' },
      { name: 'bol.pdf', check: 'changed' },
      { name: 'pod.pdf', check: 'changed' },
    ]);
    expect(both.text).toBe('2 of 3 files changed since upload: bol.pdf, pod.pdf; 1 of 3 files missing: dock.png');
  });

  it('words each file’s check, naming a file that failed', () => {
    expect(fileCheckText('unchanged', 'a.png')).toBe('Unchanged since upload');
    expect(fileCheckText('changed', 'bol.pdf')).toBe('This file changed after upload: bol.pdf');
    expect(fileCheckText('missing', 'bol.pdf')).toBe('This file is missing: bol.pdf');
  });
});

describe('a GPS fix', () => {
  it('rounds to five decimals (about a metre) and the accuracy to whole metres', () => {
    expect(fixText({ lat: 41.523456789, lng: -88.0812345, accuracyM: 12.6 })).toBe('41.52346, -88.08123 ± 13 m');
    expect(fixText({ lat: 41.5, lng: -88, accuracyM: null })).toBe('41.50000, -88.00000');
  });

  it('opens on OpenStreetMap with a marker', () => {
    expect(mapUrl({ lat: 41.523456, lng: -88.081234, accuracyM: 5 })).toBe(
      'https://www.openstreetmap.org/?mlat=41.52346&mlon=-88.08123#map=17/41.52346/-88.08123',
    );
  });
});

describe('the policy and the computation', () => {
  it('are worded as the invoice words them', () => {
    const policy = {
      freeMinutes: 120,
      hourlyRateCents: 7500,
      incrementMinutes: 15,
      rounding: 'up',
      capCents: null,
      clockStart: 'appointment',
    };
    expect(policyLines(policy)).toEqual([
      ['Free time', '120 minutes from the appointment'],
      ['Rate', '$75.00 per hour'],
      ['Billing increment', '15 minutes, rounded up'],
      ['Cap per stop', 'None'],
    ]);
    expect(policyLines({ ...policy, clockStart: 'arrival', capCents: 50_000 })[0]).toEqual([
      'Free time',
      '120 minutes from arrival',
    ]);
    expect(policyLines({ ...policy, capCents: 50_000 })[3]).toEqual(['Cap per stop', '$500.00']);
    expect(computationLines({ waitMinutes: 200, billableMinutes: 80, billedMinutes: 90, capped: false })).toEqual([
      ['Waiting time counted', '3h 20m'],
      ['Beyond free time', '1h 20m'],
      ['Billed time', '1.50 h'],
    ]);
    expect(computationLines({ waitMinutes: 900, billableMinutes: 780, billedMinutes: 400, capped: true })[2]).toEqual([
      'Billed time',
      '6.67 h (capped)',
    ]);
  });
});

describe('why a claim cannot be answered', () => {
  it('says it for each closed or answered status, and nothing while it can be answered', () => {
    expect(notAnswerableReason('sent')).toBeNull();
    expect(notAnswerableReason('partially_paid')).toBeNull();
    expect(notAnswerableReason('disputed')).toMatch(/disputed.*carrier will reply/);
    expect(notAnswerableReason('question')).toMatch(/question was asked.*carrier will reply/);
    expect(notAnswerableReason('approved')).toMatch(/approved.*waiting for the payment/);
    expect(notAnswerableReason('paid')).toMatch(/paid in full/);
    expect(notAnswerableReason('waived')).toMatch(/waived/);
  });
});

describe('evidenceLogText', () => {
  it('says the upload log holds with its entries, or where and why it breaks', () => {
    expect(evidenceLogText({ intact: true, entries: 1, brokenAt: null })).toBe(
      'Upload log intact: 1 entry, each linked to the one before',
    );
    expect(evidenceLogText({ intact: true, entries: 3, brokenAt: null })).toBe(
      'Upload log intact: 3 entries, each linked to the one before',
    );
    expect(
      evidenceLogText({
        intact: false,
        entries: 3,
        brokenAt: { seq: 2, reason: 'stored file does not match its recorded SHA-256', documentName: 'bol.pdf' },
      }),
    ).toBe('The upload log does not hold at entry 2 (bol.pdf): stored file does not match its recorded SHA-256');
  });
});
