import { z } from 'zod';
import { PHONE_MIN_LENGTH } from '../constants.ts';
import { VALIDATION } from '../messages.ts';
import { fleetSizeField } from './auth.ts';
import { requiredText, tooLong } from './text.ts';
import { timeZoneField } from './time-zone.ts';

/** Texts for profile and company rules the product's words do not cover. */
export const PROFILE_MESSAGES = {
  companyFieldsAdminOnly: 'Only a company admin can change the company name or fleet size.',
  companyAdminOnly: 'Only a company admin can change company information.',
  noProfile: "We couldn't find your profile information. Please complete your setup to continue.",
} as const;

/**
 * The profile form of docs/product.md#profile-page with the rules of docs/product.md#validation: name and company required, a phone of at least
 * 10 characters after trimming (digits are not checked), a fleet size from the five bands.
 */
export const profileSchema = z.object({
  fullName: requiredText(VALIDATION.fullNameRequired, 'Full name', 120),
  phoneNumber: z
    .string({ error: VALIDATION.phoneTooShort })
    .trim()
    .min(PHONE_MIN_LENGTH, VALIDATION.phoneTooShort)
    .max(30, tooLong('Phone number', 30)),
  companyName: requiredText(VALIDATION.companyNameRequired, 'Company name', 120),
  fleetSize: fleetSizeField,
});
export type ProfileInput = z.infer<typeof profileSchema>;

/** Fleet size bands as the profile form shows them (docs/product.md#profile-page). */
export const fleetSizeLabel = (band: string): string => `${band} trucks`;

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, tooLong(label, max))
    .transform((value) => (value === '' ? null : value))
    .nullable();

/** Company information on /company: the name and fleet size of the profile plus the carrier's identifiers. */
export const companySchema = z.object({
  name: requiredText(VALIDATION.companyNameRequired, 'Company name', 120),
  fleetSize: fleetSizeField,
  address: optionalText('Address', 200),
  phone: optionalText('Phone', 30),
  dotNumber: optionalText('USDOT number', 20),
  mcNumber: optionalText('MC number', 20),
  /** The company's IANA zone: its periods and report days, and the times of stops at facilities without one. */
  timezone: timeZoneField.optional(),
});
export type CompanyInput = z.infer<typeof companySchema>;

/** 'Company Information' counts as done once the company has its name, fleet size, address and phone. */
export function companyComplete(company: {
  name: string | null;
  fleetSize: string | null;
  address: string | null;
  phone: string | null;
}): boolean {
  return [company.name, company.fleetSize, company.address, company.phone].every((v) => (v ?? '').trim() !== '');
}

/** The alerts a user can receive by email (the screen /settings/notifications). */
export const EMAIL_ALERTS = [
  {
    id: 'approachingBillable',
    label: 'Free time almost over',
    description: 'A driver is close to the end of the free time at a facility.',
  },
  {
    id: 'billableStarted',
    label: 'Detention is billable',
    description: 'A stop went past its free time and started billing.',
  },
  {
    id: 'claimReminders',
    label: 'Claim reminders',
    description: 'A detention claim is waiting for an invoice or a follow-up.',
  },
  {
    id: 'teamChanges',
    label: 'Team changes',
    description: 'Someone accepted an invitation or left your company.',
  },
] as const;
export type EmailAlert = (typeof EMAIL_ALERTS)[number]['id'];

export type NotificationPrefs = Record<EmailAlert, boolean>;

/** Every alert is on by default: a new user misses nothing until they opt out. */
export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = {
  approachingBillable: true,
  billableStarted: true,
  claimReminders: true,
  teamChanges: true,
};

export const notificationPrefsSchema = z.object({
  approachingBillable: z.boolean(),
  billableStarted: z.boolean(),
  claimReminders: z.boolean(),
  teamChanges: z.boolean(),
});

/**
 * Reads the stored JSON of users.notification_prefs: unknown keys are dropped and missing ones take the
 * default, so a stored value from an older version never breaks a reader.
 */
export function parseNotificationPrefs(stored: string | null | undefined): NotificationPrefs {
  let raw: unknown = {};
  try {
    raw = JSON.parse(stored || '{}');
  } catch {
    raw = {};
  }
  const prefs = { ...DEFAULT_NOTIFICATION_PREFS };
  if (raw && typeof raw === 'object') {
    for (const key of Object.keys(prefs) as EmailAlert[]) {
      const value = (raw as Record<string, unknown>)[key];
      if (typeof value === 'boolean') prefs[key] = value;
    }
  }
  return prefs;
}
