import { describe, expect, it } from 'vitest';
import { timelineSteps } from './timeline-steps.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 20, 15, 0);
const entry = (id: string, action: string, at: number, details: Record<string, string | number> = {}) => ({
  id,
  action,
  actor: 'Marcus Reed',
  at,
  details,
});

describe('the event timeline', () => {
  it('puts a back-dated stop’s free-time end before the notes and uploads made since', () => {
    // Logged now for a check-in 5 hours ago: free time (2 h) ended 3 hours ago, before today's note.
    const steps = timelineSteps(
      {
        event: { status: 'active', timezone: 'America/Chicago', checkInTime: NOW - 9 * HOUR, checkOutTime: null },
        billing: { freeEndsAt: NOW - 3 * HOUR, forfeited: false },
        timeline: [
          entry('log1', 'checked_in', NOW - 5 * HOUR),
          entry('log2', 'note_added', NOW - 60_000),
          entry('doc1', 'document_added', NOW - 30_000, { name: 'bol.pdf' }),
        ],
      },
      NOW,
    );
    expect(steps.map((s) => s.label)).toEqual([
      'Checked in',
      'Free time over: billing',
      'Note added',
      'Document added: bol.pdf',
      'Detention accruing',
      'Check-out',
    ]);
    const dated = steps.filter((s) => s.at !== null).map((s) => s.at ?? 0);
    expect(dated).toEqual([...dated].sort((a, b) => a - b));
  });

  it('sorts the API’s entries by time too, keeping the order of those logged together', () => {
    const steps = timelineSteps(
      {
        event: {
          status: 'completed',
          timezone: 'America/Chicago',
          checkInTime: NOW - 9 * HOUR,
          checkOutTime: NOW - 6 * HOUR,
        },
        billing: { freeEndsAt: NOW - 7 * HOUR, forfeited: false },
        timeline: [
          entry('doc', 'document_added', NOW - HOUR, { name: 'photo.jpg' }),
          entry('in', 'checked_in', NOW - 9 * HOUR),
          entry('out', 'checked_out', NOW - 6 * HOUR),
          entry('claim', 'claim_created', NOW - HOUR, { number: 'DW-1', amountCents: 9375 }),
        ],
      },
      NOW,
    );
    // Checked out an hour past its free time: when the billing began stays on the record.
    expect(steps.map((s) => s.key)).toEqual(['in', 'free-time', 'out', 'doc', 'claim']);
    expect(steps[1]?.label).toBe('Free time over: billing');
    expect(steps.every((s) => s.state === 'completed')).toBe(true);
  });

  it('shows no end of free time for a stop that left within it', () => {
    const steps = timelineSteps(
      {
        event: {
          status: 'completed',
          timezone: 'America/Chicago',
          checkInTime: NOW - 9 * HOUR,
          checkOutTime: NOW - 8 * HOUR,
        },
        billing: { freeEndsAt: NOW - 7 * HOUR, forfeited: false },
        timeline: [entry('in', 'checked_in', NOW - 9 * HOUR), entry('out', 'checked_out', NOW - 8 * HOUR)],
      },
      NOW,
    );
    expect(steps.map((s) => s.key)).toEqual(['in', 'out']);
  });

  it('names the claim on each of its entries, the payer’s too', () => {
    const steps = timelineSteps(
      {
        event: { status: 'completed', timezone: 'America/Chicago', checkInTime: NOW - 9 * HOUR, checkOutTime: 0 },
        billing: { freeEndsAt: 0, forfeited: false },
        timeline: [
          entry('viewed', 'payer_viewed', NOW - HOUR, { number: 'DW-1' }),
          entry('asked', 'payer_answer', NOW, { number: 'DW-1', answer: 'question', comment: 'Who signed?' }),
        ],
      },
      NOW,
    );
    expect(steps.map((s) => s.label)).toEqual([
      'Claim DW-1: Payer opened the claim page',
      'Claim DW-1: Payer asked: Who signed?',
    ]);
  });

  it('shows a running stop still inside its free time as current, with check-out to come', () => {
    const steps = timelineSteps(
      {
        event: { status: 'active', timezone: 'America/Chicago', checkInTime: NOW - 9 * HOUR, checkOutTime: null },
        billing: { freeEndsAt: NOW + HOUR, forfeited: false },
        timeline: [entry('in', 'checked_in', NOW - HOUR)],
      },
      NOW,
    );
    expect(steps.map((s) => [s.label, s.state])).toEqual([
      ['Checked in', 'completed'],
      ['Free time running', 'current'],
      ['Check-out', 'pending'],
    ]);
  });

  it('names where each check-in and check-out time came from, and says nothing for entries without a source', () => {
    const steps = timelineSteps(
      {
        event: { status: 'completed', timezone: 'America/Chicago', checkInTime: NOW - 9 * HOUR, checkOutTime: 0 },
        billing: { freeEndsAt: NOW - 3 * HOUR, forfeited: false },
        timeline: [
          entry('log0', 'checked_in', NOW - 6 * HOUR),
          entry('log1', 'checked_in', NOW - 5 * HOUR, { source: 'eld' }),
          entry('log2', 'checked_out', NOW - HOUR, { source: 'phone' }),
          entry('log3', 'checked_out', NOW - 30_000, { source: 'manual' }),
        ],
      },
      NOW,
    );
    expect(steps.map((s) => s.label)).toEqual([
      'Checked in',
      'Checked in (ELD)',
      'Checked out (phone GPS)',
      'Checked out (manual)',
    ]);
  });

  it('moves a corrected check-in to the stop’s time now, so its free time does not end before the arrival shown', () => {
    // Logged at 11:53, corrected 3 hours earlier at 12:30: free time (2 h) ended at 10:53.
    const logged = NOW - 3 * HOUR;
    const correction = {
      corrections: [{ field: 'checkIn', from: logged, to: logged - 3 * HOUR, reason: 'Arrived before logging' }],
    };
    const steps = timelineSteps(
      {
        event: { status: 'active', timezone: 'America/Chicago', checkInTime: logged - 3 * HOUR, checkOutTime: null },
        billing: { freeEndsAt: logged - HOUR, forfeited: false },
        timeline: [
          entry('in', 'checked_in', logged, { source: 'manual' }),
          { id: 'fix', action: 'times_corrected', actor: 'Olive Owner', at: NOW - 2 * HOUR, details: correction },
        ],
      },
      NOW,
    );
    expect(steps.map((s) => s.key)).toEqual(['in', 'free-time', 'fix', 'billing', 'checkout']);
    expect(steps[0]).toMatchObject({ label: 'Checked in (manual), time corrected', at: logged - 3 * HOUR });
  });

  it('says which time a correction replaced, where it came from, the new time and why, in the stop’s zone', () => {
    const correction = {
      corrections: [
        {
          field: 'checkIn',
          from: Date.UTC(2026, 10, 20, 13, 10),
          to: Date.UTC(2026, 10, 20, 13, 40),
          fromSource: 'eld',
          fromFix: { lat: 41.88, lng: -87.63, accuracyM: 8 },
          reason: 'Parked before the appointment',
        },
      ],
    };
    const steps = timelineSteps(
      {
        event: { status: 'completed', timezone: 'America/Chicago', checkInTime: NOW - 9 * HOUR, checkOutTime: 0 },
        billing: { freeEndsAt: NOW - 3 * HOUR, forfeited: false },
        timeline: [{ id: 'log9', action: 'times_corrected', actor: 'Olive Owner', at: NOW, details: correction }],
      },
      NOW,
    );
    expect(steps.map((s) => s.label)).toEqual([
      'Check-in corrected from Nov 20, 2026 7:10 AM CST (ELD) to Nov 20, 2026 7:40 AM CST: Parked before the appointment',
    ]);
  });
});
