import { z } from 'zod';
import { EMAIL_PATTERN } from '../onboarding.ts';

/** Who pays detention: the shipper or receiver whose dock it was, or the broker who arranged the load. */
export const CUSTOMER_KINDS = ['shipper', 'receiver', 'broker'] as const;
export type CustomerKind = (typeof CUSTOMER_KINDS)[number];

export const CUSTOMER_KIND_LABELS: Record<CustomerKind, string> = {
  shipper: 'Shipper',
  receiver: 'Receiver',
  broker: 'Broker',
};

export const MAX_BILLING_CONTACTS = 20;
export const MAX_PAYMENT_TERMS_DAYS = 365;
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
/** Days after a claim's due date on which its payer is reminded, unless the admin sets the customer's own. */
export const DEFAULT_REMINDER_DAYS = [7, 14, 30] as const;
export const MAX_REMINDERS = 6;
/** A customer's name, a contact's name, an address: long enough for any real one. */
const NAME_MAX = 160;
const ADDRESS_MAX = 500;

/** Texts of the customer rules (the names are unique per company, whatever their letter case). */
export const CUSTOMER_MESSAGES = {
  nameRequired: 'Customer name is required',
  nameTooLong: `A customer name can be at most ${NAME_MAX} characters`,
  duplicate: 'A customer with this name already exists',
  kind: 'Choose shipper, receiver or broker',
  contactNameRequired: 'Enter the billing contact’s name',
  contactNameTooLong: `A contact name can be at most ${NAME_MAX} characters`,
  billingEmailInvalid: 'Please enter a valid billing email address',
  contactDuplicate: 'This email is already one of the customer’s billing contacts',
  tooManyContacts: `A customer can have at most ${MAX_BILLING_CONTACTS} billing contacts`,
  addressTooLong: `The billing address can be at most ${ADDRESS_MAX} characters`,
  paymentTerms: `Payment terms must be a whole number of days from 0 to ${MAX_PAYMENT_TERMS_DAYS}`,
  reminderDays: `Reminders are whole numbers of days after the due date, from 1 to ${MAX_PAYMENT_TERMS_DAYS}, at most ${MAX_REMINDERS}, each once`,
  notFound: 'Customer not found',
  mergeTargetRequired: 'Choose the customer to keep',
  mergeSame: 'A customer cannot be merged into itself',
  mergeTargetGone: 'The customer to keep no longer exists; reload the list',
  mergedElsewhere: 'This customer was already merged into another customer',
  inUse: 'This customer has detention events or claims: merge it into another customer instead',
} as const;

const email = z
  .string({ error: CUSTOMER_MESSAGES.billingEmailInvalid })
  .trim()
  .max(254, CUSTOMER_MESSAGES.billingEmailInvalid)
  .regex(EMAIL_PATTERN, CUSTOMER_MESSAGES.billingEmailInvalid);

/** One person or mailbox that receives the customer's detention claims. */
export const billingContactSchema = z.object({
  name: z
    .string({ error: CUSTOMER_MESSAGES.contactNameRequired })
    .trim()
    .min(1, CUSTOMER_MESSAGES.contactNameRequired)
    .max(NAME_MAX, CUSTOMER_MESSAGES.contactNameTooLong),
  email,
});
export type BillingContact = z.infer<typeof billingContactSchema>;

const name = z
  .string({ error: CUSTOMER_MESSAGES.nameRequired })
  .trim()
  .min(1, CUSTOMER_MESSAGES.nameRequired)
  .max(NAME_MAX, CUSTOMER_MESSAGES.nameTooLong);

const contacts = z
  .array(billingContactSchema, { error: CUSTOMER_MESSAGES.tooManyContacts })
  .max(MAX_BILLING_CONTACTS, CUSTOMER_MESSAGES.tooManyContacts)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((contact, index) => {
      const key = contact.email.toLowerCase();
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.contactDuplicate, path: [index, 'email'] });
      seen.add(key);
    });
  });

/** Empty means none (null): the form sends what the textarea holds. */
const billingAddress = z
  .string()
  .trim()
  .max(ADDRESS_MAX, CUSTOMER_MESSAGES.addressTooLong)
  .nullish()
  .transform((v) => (v ? v : null));

const paymentTermsDays = z
  .number({ error: CUSTOMER_MESSAGES.paymentTerms })
  .int(CUSTOMER_MESSAGES.paymentTerms)
  .min(0, CUSTOMER_MESSAGES.paymentTerms)
  .max(MAX_PAYMENT_TERMS_DAYS, CUSTOMER_MESSAGES.paymentTerms);

/** The payer reminder schedule: distinct days after the due date, kept in ascending order; empty means none. */
const reminderDays = z
  .array(
    z
      .number({ error: CUSTOMER_MESSAGES.reminderDays })
      .int(CUSTOMER_MESSAGES.reminderDays)
      .min(1, CUSTOMER_MESSAGES.reminderDays)
      .max(MAX_PAYMENT_TERMS_DAYS, CUSTOMER_MESSAGES.reminderDays),
    { error: CUSTOMER_MESSAGES.reminderDays },
  )
  .max(MAX_REMINDERS, CUSTOMER_MESSAGES.reminderDays)
  .refine((days) => new Set(days).size === days.length, CUSTOMER_MESSAGES.reminderDays)
  .transform((days) => [...days].sort((a, b) => a - b));

const kind = z.enum(CUSTOMER_KINDS, { error: CUSTOMER_MESSAGES.kind });

/**
 * A new customer. `billingEmail` is the older single-address form: it becomes a contact named "Billing"
 * when no contacts are given, so callers written before contacts existed keep working.
 */
export const customerSchema = z.object({
  name,
  kind: kind.default('shipper'),
  contacts: contacts.optional(),
  billingEmail: email.nullish().or(z.literal('').transform(() => null)),
  billingAddress,
  paymentTermsDays: paymentTermsDays.default(DEFAULT_PAYMENT_TERMS_DAYS),
  reminderDays: reminderDays.default([...DEFAULT_REMINDER_DAYS]),
});
export type CustomerInput = z.infer<typeof customerSchema>;

/** A change to a customer: only the fields sent change; `contacts` replaces the whole list. */
export const customerPatchSchema = z.object({
  name: name.optional(),
  kind: kind.optional(),
  contacts: contacts.optional(),
  billingAddress: billingAddress.optional(),
  paymentTermsDays: paymentTermsDays.optional(),
  reminderDays: reminderDays.optional(),
});
export type CustomerPatch = z.infer<typeof customerPatchSchema>;

/** POST /api/customers/:id/merge: the customer in the path is folded into `intoId`, which is kept. */
export const customerMergeSchema = z.object({
  intoId: z
    .string({ error: CUSTOMER_MESSAGES.mergeTargetRequired })
    .trim()
    .min(1, CUSTOMER_MESSAGES.mergeTargetRequired)
    .max(64, CUSTOMER_MESSAGES.mergeTargetRequired),
});

/** The name of the contact an older single billing email becomes (here and in the migration that moved them). */
export const LEGACY_CONTACT_NAME = 'Billing';
