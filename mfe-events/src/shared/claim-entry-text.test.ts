import { describe, expect, it } from 'vitest';
import { claimEntryText } from './claim-entry-text.ts';
import { pendingPayerAnswer } from './payer-answer-text.ts';

// Noon UTC: the same calendar day in every zone a test machine may run in.
const DUE = Date.UTC(2026, 11, 23, 12);

describe('a claim’s history in words: sending to the payer', () => {
  it('names every recipient and the due date of a first send', () => {
    const text = claimEntryText('claim_sent', {
      number: 'DW-1',
      to: ['ap@x.com', 'ap2@x.com'],
      failed: [],
      resend: false,
      dueAt: DUE,
      message: null,
    });
    expect(text).toBe('Sent to ap@x.com, ap2@x.com — due Dec 23, 2026');
  });

  it('says a resend, who it did not reach and why, and the note sent with it', () => {
    const text = claimEntryText('claim_sent', {
      to: ['ap@x.com'],
      failed: [{ to: 'old@x.com', error: 'mailbox unavailable' }],
      resend: true,
      dueAt: DUE,
      message: 'The signed BOL is attached.',
    });
    expect(text).toBe(
      'Sent again to ap@x.com — due Dec 23, 2026; not delivered to old@x.com (mailbox unavailable). Note: The signed BOL is attached.',
    );
  });

  it('says a failed send with the provider’s error, and a revoked link', () => {
    expect(claimEntryText('claim_send_failed', { error: 'ap@x.com: rejected by the provider' })).toBe(
      'Send failed: ap@x.com: rejected by the provider',
    );
    expect(claimEntryText('claim_send_failed', { error: 'ap@x.com: bounced: no such user', undone: true })).toBe(
      'Send failed: ap@x.com: bounced: no such user; the claim is a draft again',
    );
    expect(claimEntryText('claim_link_revoked', {})).toBe('Payer link revoked');
    expect(claimEntryText('payer_viewed', {})).toBe('Payer opened the claim page');
  });

  it('counts a reminder and the days past due', () => {
    expect(claimEntryText('payer_reminder', { n: 2, daysPastDue: 14 })).toBe(
      'Reminder 2 emailed to the payer, 14 days past due',
    );
    expect(claimEntryText('payer_reminder', { n: 1, daysPastDue: 1, to: ['ap@x.com'], failed: [] })).toBe(
      'Reminder 1 emailed to the payer, 1 day past due',
    );
    const bounced = { n: 3, daysPastDue: 30, to: [], failed: [{ to: 'ap@x.com', error: 'mailbox full' }] };
    expect(claimEntryText('payer_reminder', bounced)).toBe(
      'Reminder 3 could not be emailed to the payer, 30 days past due: ap@x.com (mailbox full)',
    );
  });
});

describe('a claim’s history in words: the payer’s answers', () => {
  it('an approval with its PO number and the day they expect to pay', () => {
    expect(
      claimEntryText('payer_answer', { answer: 'approve', poNumber: '4500123', expectedPayDate: '2027-01-05' }),
    ).toBe('Payer approved — PO 4500123, expects to pay Jan 5, 2027');
    expect(claimEntryText('payer_answer', { answer: 'approve', name: 'Dana Whitfield' })).toBe(
      'Payer (Dana Whitfield) approved',
    );
  });

  it('a dispute with its reason’s label, the counter-offer and the comment', () => {
    expect(
      claimEntryText('payer_answer', {
        answer: 'dispute',
        reason: 'times_wrong',
        comment: 'Our gate log says 2 h',
        counterAmountCents: 12_000,
      }),
    ).toBe('Payer disputed: The arrival or departure times are wrong — counter-offer $120.00: Our gate log says 2 h');
    expect(
      claimEntryText('payer_answer', { answer: 'dispute', reason: 'duplicate', comment: 'See INV-9', name: 'AP' }),
    ).toBe('Payer (AP) disputed: This detention was already billed: See INV-9');
  });

  it('a question, its text kept as typed (markup included)', () => {
    expect(claimEntryText('payer_answer', { answer: 'question', comment: 'Who signed <b>the BOL</b>?' })).toBe(
      'Payer asked: Who signed <b>the BOL</b>?',
    );
  });

  it('finds the answer still waiting for the carrier: the latest, unless a reply or a status move followed', () => {
    const history = [
      { action: 'payer_answer', at: 1, details: { answer: 'question', comment: 'First?' } },
      { action: 'carrier_reply', at: 2, details: { message: 'Here', resolution: 'answer' } },
      { action: 'payer_answer', at: 3, details: { answer: 'dispute', reason: 'free_time', comment: 'Three hours' } },
      { action: 'payer_viewed', at: 4, details: {} },
      { action: 'payer_reminder', at: 5, details: { n: 1, daysPastDue: 7 } },
    ];
    expect(pendingPayerAnswer(history)).toEqual({
      at: 3,
      answer: {
        answer: 'dispute',
        name: null,
        reason: 'free_time',
        comment: 'Three hours',
        counterAmountCents: null,
        poNumber: null,
        expectedPayDate: null,
      },
    });
    expect(pendingPayerAnswer(history.slice(0, 2))).toBeNull();
    const markedByHand = { action: 'claim_status', at: 6, details: { status: 'disputed', note: 'Phoned' } };
    expect(pendingPayerAnswer([...history, markedByHand])).toBeNull();
  });
});

describe('a claim’s history in words: the carrier’s replies', () => {
  const reply = (details: Record<string, unknown>) =>
    claimEntryText('carrier_reply', { message: 'Gate ticket attached.', documents: [], ...details });

  it('says how each reply settled the answer and how many documents it pointed to', () => {
    expect(
      reply({ resolution: 'revise', amountCents: 15_000, documents: [{ id: 'd1' }, { id: 'd2' }], status: 'sent' }),
    ).toBe('You replied (revised the amount to $150.00) with 2 documents: Gate ticket attached.');
    expect(reply({ resolution: 'answer', documents: [{ id: 'd1' }], status: 'sent' })).toBe(
      'You replied (stood by the claim) with 1 document: Gate ticket attached.',
    );
    expect(reply({ resolution: 'accept', amountCents: 12_000, status: 'approved' })).toBe(
      'You replied (accepted the counter-amount of $120.00): Gate ticket attached.',
    );
    expect(reply({ resolution: 'accept', amountCents: 20_000, status: 'waived' })).toBe(
      'You replied (accepted the counter-amount of $0.00: the claim is waived): Gate ticket attached.',
    );
    expect(reply({ resolution: 'waive', status: 'waived' })).toBe(
      'You replied (waived the claim): Gate ticket attached.',
    );
  });
});
