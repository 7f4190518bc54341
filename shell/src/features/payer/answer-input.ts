import { parseDollars } from '@dwell/core/format';
import { PAYER_MESSAGES, type PayerAnswerKind } from '@dwell/core/schemas/payer-rules';

/** The answer form's fields, all as typed: the schema (payerAnswerSchema) reads what answerInput makes of them. */
export interface AnswerValues {
  answer: PayerAnswerKind | '';
  name: string;
  poNumber: string;
  expectedPayDate: string;
  reason: string;
  comment: string;
  /** Dollars as typed, e.g. '75' or '$1,050.00'. */
  counter: string;
}

export const EMPTY_ANSWER: AnswerValues = {
  answer: '',
  name: '',
  poNumber: '',
  expectedPayDate: '',
  reason: '',
  comment: '',
  counter: '',
};

/** The schema's paths that the form names otherwise. */
export const ANSWER_FIELDS = { counterAmountCents: 'counter' } as const;

/** An optional text: left empty it is not sent at all. */
const optional = (value: string) => (value.trim() === '' ? undefined : value);

/**
 * The request body for the chosen answer, carrying only that answer's fields. A counter-amount that is not a
 * dollar amount becomes NaN, so the schema refuses it with its own message.
 */
export function answerInput(values: AnswerValues): unknown {
  const name = optional(values.name);
  switch (values.answer) {
    case 'approve':
      return {
        answer: 'approve',
        name,
        poNumber: optional(values.poNumber),
        expectedPayDate: optional(values.expectedPayDate),
      };
    case 'dispute':
      return {
        answer: 'dispute',
        name,
        reason: optional(values.reason),
        comment: values.comment,
        counterAmountCents: values.counter.trim() === '' ? undefined : (parseDollars(values.counter) ?? Number.NaN),
      };
    case 'question':
      return { answer: 'question', name, comment: values.comment };
    default:
      return { answer: undefined };
  }
}

/**
 * What the schema cannot know: a counter-amount must be below the amount claimed (the API checks it again with
 * the same message).
 */
export function counterCheck(values: AnswerValues, amountCents: number): Record<string, string> {
  if (values.answer !== 'dispute' || values.counter.trim() === '') return {};
  const counter = parseDollars(values.counter);
  return counter !== null && counter >= amountCents ? { counter: PAYER_MESSAGES.counterTooLarge } : {};
}
