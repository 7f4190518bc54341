import { CUSTOMER_MESSAGES, customerPatchSchema } from '@dwell/core/schemas/customers';
import { describe, expect, it } from 'vitest';
import { parseReminderDays, remindersText } from './reminder-days.ts';

/** What the form's schema makes of the days as typed: the sorted days, or its message. */
const check = (typed: string) => {
  const parsed = customerPatchSchema.safeParse({ reminderDays: parseReminderDays(typed) });
  return parsed.success ? parsed.data.reminderDays : parsed.error.issues.map((i) => i.message);
};

describe('a customer’s payer reminders as typed', () => {
  it('reads days between commas or spaces, in any order, and nothing as no reminders', () => {
    expect(check('7, 14, 30')).toEqual([7, 14, 30]);
    expect(check('30 7,14')).toEqual([7, 14, 30]);
    expect(check('  ')).toEqual([]);
  });

  it('refuses what is not a whole number of days from 1, or a day twice, in the schema’s words', () => {
    for (const typed of ['7, two weeks', '7, 1.5', '0', '-3', '7, 7']) {
      expect(check(typed)).toContain(CUSTOMER_MESSAGES.reminderDays);
    }
  });

  it('says the schedule on the card', () => {
    expect(remindersText([7, 14, 30])).toBe('7, 14 and 30 days after the due date');
    expect(remindersText([10])).toBe('10 days after the due date');
    expect(remindersText([1])).toBe('1 day after the due date');
    expect(remindersText([])).toBe('No reminders');
  });
});
