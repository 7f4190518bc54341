import { describe, expect, it } from 'vitest';
import { exchangeEntry, sentAnswer } from './exchange-words.ts';

const ZONE = 'America/Chicago';
const entry = (action: string, details: Record<string, unknown>) => exchangeEntry(action, details, 'Acme Haul', ZONE);

describe('the exchange in words', () => {
  it('says who sent the claim, when it is due and the carrier’s note', () => {
    const due = Date.UTC(2026, 2, 31, 17);
    expect(entry('claim_sent', { resend: false, dueAt: due, message: 'Thanks!' })).toEqual({
      title: 'Acme Haul sent the claim',
      facts: ['Due Mar 31, 2026'],
      quote: 'Thanks!',
    });
    expect(entry('claim_sent', { resend: true, dueAt: null, message: null })).toEqual({
      title: 'Acme Haul sent the claim again',
      facts: [],
      quote: null,
    });
  });

  it('repeats the payer’s answers with their facts, and keeps typed markup as plain text', () => {
    expect(
      entry('payer_answer', { answer: 'approve', name: 'Jo', poNumber: 'PO-77', expectedPayDate: '2030-01-15' }),
    ).toEqual({
      title: 'Approved by Jo',
      facts: ['PO number: PO-77', 'Expected payment date: Jan 15, 2030'],
      quote: null,
    });
    expect(
      entry('payer_answer', {
        answer: 'dispute',
        reason: 'free_time',
        comment: '<b>3 hours</b>',
        counterAmountCents: 5000,
      }),
    ).toEqual({
      title: 'Disputed',
      facts: ['Reason: The free time under our agreement is longer', 'Counter-offer: $50.00'],
      quote: '<b>3 hours</b>',
    });
    expect(entry('payer_answer', { answer: 'question', comment: 'Which dock?' }).title).toBe('Question asked');
  });

  it('says what the carrier’s reply did and which documents it points to', () => {
    expect(
      entry('carrier_reply', {
        message: 'See the gate log.',
        resolution: 'answer',
        documents: [{ name: 'gate-log.png' }, { name: 'bol.pdf' }],
      }),
    ).toEqual({ title: 'Acme Haul replied', facts: ['Documents: gate-log.png, bol.pdf'], quote: 'See the gate log.' });
    expect(entry('carrier_reply', { resolution: 'revise', amountCents: 9000, documents: [] }).facts).toEqual([
      'Amount revised to $90.00',
    ]);
    expect(entry('carrier_reply', { resolution: 'accept', amountCents: 5000 }).facts).toEqual([
      'Counter-offer accepted: $50.00',
    ]);
    expect(entry('carrier_reply', { resolution: 'waive' }).facts).toEqual(['Claim waived']);
  });

  it('lists reminders and payments', () => {
    expect(entry('payer_reminder', { daysPastDue: 7 })).toEqual({
      title: 'Payment reminder emailed',
      facts: ['7 days past due'],
      quote: null,
    });
    expect(entry('payment_recorded', { amountCents: 11_250, receivedAt: Date.UTC(2026, 3, 2, 18) })).toEqual({
      title: 'Payment of $112.50 received',
      facts: ['Received Apr 2, 2026'],
      quote: null,
    });
  });

  it('repeats an answer just sent, with only the fields given', () => {
    expect(sentAnswer({ answer: 'dispute', reason: 'other', comment: 'No', counterAmountCents: 0 })).toEqual({
      title: 'Disputed',
      facts: ['Reason: Another reason (see the comment)', 'Counter-offer: $0.00'],
      quote: 'No',
    });
    expect(sentAnswer({ answer: 'approve', name: null, poNumber: undefined, expectedPayDate: undefined })).toEqual({
      title: 'Approved',
      facts: [],
      quote: null,
    });
  });
});
