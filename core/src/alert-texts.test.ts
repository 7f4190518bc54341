import { describe, expect, it } from 'vitest';
import { claimReminderText, stopAlertText } from './alert-texts.ts';

const STOP = {
  driverName: 'Marcus Reed',
  facilityName: 'Joliet DC',
  freeEndsAt: Date.UTC(2026, 5, 15, 19, 5),
  freeMinutes: 120,
  rateCents: 7500,
  capCents: 40_000,
  timeZone: 'America/Chicago',
};

describe('stopAlertText', () => {
  it('tells when free time ends, in the stop’s zone, and the rate after it', () => {
    expect(stopAlertText('free_time_ending', STOP)).toEqual({
      title: 'Free time ends in 30 minutes',
      message: expect.stringMatching(
        /^Marcus Reed at Joliet DC: free time ends at .*2:05 PM CDT, then detention bills at \$75\.00\/h\.$/,
      ),
    });
  });

  it('tells when detention becomes billable and when the cap is reached', () => {
    expect(stopAlertText('billable_started', STOP)).toEqual({
      title: 'Detention is now billable',
      message: 'Marcus Reed at Joliet DC is past 120 minutes of free time: detention bills at $75.00/h.',
    });
    expect(stopAlertText('cap_reached', STOP)).toEqual({
      title: 'Detention cap reached',
      message: 'Marcus Reed at Joliet DC reached the cap of $400.00 for this stop.',
    });
  });
});

describe('claimReminderText', () => {
  it('names the claim, what is still owed, the customer and how long ago it was sent', () => {
    expect(claimReminderText({ number: 'CLM-0042', owedCents: 12_500, customerName: 'Acme Foods', days: 30 })).toEqual({
      title: 'Claim CLM-0042 unpaid after 30 days',
      message: '$125.00 is still owed on claim CLM-0042 to Acme Foods, sent 30 days ago. Follow up with the customer.',
    });
    expect(claimReminderText({ number: 'CLM-0043', owedCents: 100, customerName: null, days: 45 }).message).toBe(
      '$1.00 is still owed on claim CLM-0043, sent 45 days ago. Follow up with the customer.',
    );
  });
});
