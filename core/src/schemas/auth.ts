import { z } from 'zod';
import { FLEET_SIZES, PASSWORD_MIN_LOGIN, PASSWORD_MIN_SIGNUP } from '../constants.ts';
import { VALIDATION } from '../messages.ts';
import { EMAIL_PATTERN } from '../onboarding.ts';
import { canonicalTimeZone } from '../time-zones.ts';

/** Trimmed, lower-cased email with the product's messages for missing and malformed addresses. */
export const emailField = (requiredMessage: string = VALIDATION.emailRequired) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(254, VALIDATION.emailInvalid)
    .regex(EMAIL_PATTERN, VALIDATION.emailInvalid)
    .transform((email) => email.toLowerCase());

const password = (min: number, message: string) =>
  z.string({ error: VALIDATION.passwordRequired }).min(1, VALIDATION.passwordRequired).min(min, message).max(256);

export const loginSchema = z.object({
  email: emailField(),
  password: password(PASSWORD_MIN_LOGIN, VALIDATION.passwordTooShort),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const fleetSizeField = z.enum(FLEET_SIZES, {
  error: (issue) =>
    issue.input === undefined || issue.input === '' ? VALIDATION.fleetSizeRequired : VALIDATION.fleetSizeInvalid,
});

export const signupSchema = z.object({
  email: emailField(),
  password: password(PASSWORD_MIN_SIGNUP, VALIDATION.signupPasswordTooShort),
  companyName: z
    .string({ error: VALIDATION.companyNameRequired })
    .trim()
    .min(1, VALIDATION.companyNameRequired)
    .max(120),
  fleetSize: fleetSizeField,
  /**
   * The signup browser's zone, the company's first zone. A hint, not something the person typed: a name
   * this runtime does not know is dropped (the company then starts on DEFAULT_TIME_ZONE) rather than refused.
   */
  timezone: z
    .string()
    .max(64)
    .optional()
    .transform((value) => (value ? (canonicalTimeZone(value) ?? undefined) : undefined)),
  /** Started from 'Start Free Trial': the confirmation link carries it on to a trial checkout. */
  trial: z.boolean().optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

export const forgotPasswordSchema = z.object({ email: emailField(VALIDATION.forgotEmailRequired) });

export const resetPasswordSchema = z.object({
  token: z.string().min(1).max(200),
  password: password(PASSWORD_MIN_SIGNUP, VALIDATION.signupPasswordTooShort),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: VALIDATION.passwordRequired }).min(1, VALIDATION.passwordRequired).max(256),
  newPassword: password(PASSWORD_MIN_SIGNUP, VALIDATION.signupPasswordTooShort),
});

/** The password asked for again before a sensitive action (ending sessions). */
export const reauthSchema = z.object({
  password: z.string({ error: VALIDATION.passwordRequired }).min(1, VALIDATION.passwordRequired).max(256),
});

export const tokenSchema = z.object({ token: z.string().min(1).max(200) });
