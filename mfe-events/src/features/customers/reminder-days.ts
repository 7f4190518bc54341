/** A customer's payer reminder schedule as typed in its form and as said on its card. */

/**
 * Reminder days as typed ('7, 14, 30', or spaces between): a number per entry, and anything else NaN so the
 * schema refuses it in its own words; empty means no reminders.
 */
export function parseReminderDays(text: string): number[] {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  return parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

/** The payer reminder schedule in words: '7, 14 and 30 days after the due date', or none. */
export function remindersText(days: readonly number[]): string {
  if (days.length === 0) return 'No reminders';
  const list = days.length === 1 ? String(days[0]) : `${days.slice(0, -1).join(', ')} and ${days[days.length - 1]}`;
  return `${list} ${days.length === 1 && days[0] === 1 ? 'day' : 'days'} after the due date`;
}
