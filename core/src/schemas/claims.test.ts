import { describe, expect, it } from 'vitest';
import {
  acceptsPayments,
  agingDays,
  CLAIM_MESSAGES,
  claimStatusSchema,
  nextStatuses,
  owedCents,
  paymentSchema,
  statusAfterPayment,
  statusAfterReopen,
} from './claims.ts';

describe('claim status rules', () => {
  it('moves draft → sent → disputed / waived by hand, never back from paid or waived', () => {
    expect(nextStatuses('draft')).toEqual(['sent', 'waived']);
    expect(nextStatuses('sent')).toEqual(['disputed', 'waived']);
    expect(nextStatuses('paid')).toEqual([]);
    expect(nextStatuses('waived')).toEqual([]);
  });

  it('takes payments only once sent, and is paid when nothing is owed', () => {
    expect(acceptsPayments('draft')).toBe(false);
    expect(acceptsPayments('sent')).toBe(true);
    expect(acceptsPayments('paid')).toBe(false);
    expect(statusAfterPayment(11_250, 5_000)).toBe('partially_paid');
    expect(statusAfterPayment(11_250, 11_250)).toBe('paid');
  });

  it('ages a sent claim in whole days until it closes', () => {
    const sent = Date.UTC(2026, 9, 1, 12);
    expect(agingDays(null, null, sent)).toBeNull();
    expect(agingDays(sent, null, sent + 45 * 86_400_000 - 1)).toBe(44);
    expect(agingDays(sent, sent + 3 * 86_400_000, sent + 90 * 86_400_000)).toBe(3);
  });
});

describe('money actions say why, when and which', () => {
  it('owes nothing once waived, and reopens where the claim was', () => {
    expect(owedCents('partially_paid', 11_250, 5000)).toBe(6250);
    expect(owedCents('waived', 11_250, 5000)).toBe(0);
    expect(statusAfterReopen(false, 0)).toBe('draft');
    expect(statusAfterReopen(true, 0)).toBe('sent');
    expect(statusAfterReopen(true, 5000)).toBe('partially_paid');
  });

  it('needs a reason to dispute or waive, none to send', () => {
    const message = (input: object) => claimStatusSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ status: 'waived' })).toBe(CLAIM_MESSAGES.waiveReasonRequired);
    expect(message({ status: 'disputed', note: '  ' })).toBe(CLAIM_MESSAGES.disputeReasonRequired);
    expect(claimStatusSchema.safeParse({ status: 'waived', note: 'Goodwill' }).success).toBe(true);
    expect(claimStatusSchema.safeParse({ status: 'sent' }).success).toBe(true);
  });

  it('needs the date received and a reference on a payment', () => {
    const message = (input: object) => paymentSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ amountCents: 100, reference: 'CHK-1' })).toBe(CLAIM_MESSAGES.receivedAtRequired);
    expect(message({ amountCents: 100, receivedAt: Date.now() })).toBe(CLAIM_MESSAGES.referenceRequired);
    expect(paymentSchema.parse({ amountCents: 100, receivedAt: '2026-01-05T15:00:00Z', reference: ' CHK-1 ' })).toEqual(
      { amountCents: 100, receivedAt: Date.UTC(2026, 0, 5, 15), reference: 'CHK-1' },
    );
  });
});
