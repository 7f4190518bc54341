import { PAYER_MESSAGES, payerAnswerSchema } from '@dwell/core/schemas/payer';
import { describe, expect, it } from 'vitest';
import { type AnswerValues, answerInput, counterCheck, EMPTY_ANSWER } from './answer-input.ts';

const form = (values: Partial<AnswerValues>): AnswerValues => ({ ...EMPTY_ANSWER, ...values });
const parse = (values: Partial<AnswerValues>) => payerAnswerSchema.safeParse(answerInput(form(values)));
const messages = (values: Partial<AnswerValues>) => {
  const parsed = parse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('the answer form’s request', () => {
  it('asks for a choice first', () => {
    expect(messages({})).toEqual({ answer: PAYER_MESSAGES.answerRequired });
  });

  it('approves with only the fields filled in, other answers’ fields left out', () => {
    const parsed = parse({ answer: 'approve', poNumber: ' PO-77 ', comment: 'typed before switching', counter: '5' });
    expect(parsed.success && parsed.data).toEqual({ answer: 'approve', poNumber: 'PO-77' });
    expect(messages({ answer: 'approve', expectedPayDate: '2030-02-31' })).toHaveProperty('expectedPayDate');
  });

  it('disputes with a reason, a comment and a counter-amount read from dollars', () => {
    const parsed = parse({ answer: 'dispute', reason: 'free_time', comment: 'Three hours', counter: '$1,050.5' });
    expect(parsed.success && parsed.data).toEqual({
      answer: 'dispute',
      reason: 'free_time',
      comment: 'Three hours',
      counterAmountCents: 105_050,
    });
    expect(messages({ answer: 'dispute' })).toEqual({
      reason: PAYER_MESSAGES.reasonRequired,
      comment: PAYER_MESSAGES.commentRequired,
    });
    expect(messages({ answer: 'dispute', reason: 'other', comment: 'x', counter: '-5' })).toEqual({
      counterAmountCents: PAYER_MESSAGES.counterInvalid,
    });
    expect(messages({ answer: 'dispute', reason: 'other', comment: 'x'.repeat(2001) })).toEqual({
      comment: PAYER_MESSAGES.commentTooLong,
    });
  });

  it('asks a question, which needs its text', () => {
    expect(messages({ answer: 'question', comment: '   ' })).toEqual({ comment: PAYER_MESSAGES.questionRequired });
    expect(parse({ answer: 'question', comment: '<b>Which dock?</b>', name: 'Jo' }).data).toEqual({
      answer: 'question',
      name: 'Jo',
      comment: '<b>Which dock?</b>',
    });
  });

  it('refuses a counter-amount at or above the amount claimed, in the API’s words', () => {
    const dispute = form({ answer: 'dispute', counter: '112.50' });
    expect(counterCheck(dispute, 11_250)).toEqual({ counter: PAYER_MESSAGES.counterTooLarge });
    expect(counterCheck({ ...dispute, counter: '112.49' }, 11_250)).toEqual({});
    expect(counterCheck({ ...dispute, answer: 'question' }, 11_250)).toEqual({});
  });
});
