/** Texts and choices of detention policy forms, without zod (claims and policy screens stay small). */

export const POLICY_MESSAGES = {
  freeMinutes: 'Free time must be between 0 and 1440 minutes',
  hourlyRate: 'Hourly rate must be between $0.00 and $10,000.00',
  increment: 'Billing increment must be 1, 5, 6, 10, 15, 30 or 60 minutes',
  rounding: 'Rounding must be up, down or nearest',
  cap: 'The cap per stop must be $0.00 or more, or empty for no cap',
  clockStart: 'The clock starts at arrival or at the appointment',
  lateArrival: 'A late arrival either forfeits detention or counts from arrival',
  grace: 'The late-arrival grace must be between 0 and 240 minutes',
  reminderDays: 'Remind after 1 to 365 days',
  openStopHours: 'Enter 1 to 720 hours',
  openStopOrder: 'Ask to confirm before the age at which a check-in is refused',
} as const;

export const BILLING_INCREMENTS = [1, 5, 6, 10, 15, 30, 60] as const;
