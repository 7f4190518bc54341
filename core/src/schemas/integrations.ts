import { z } from 'zod';
import { base64Bytes } from '../integrations/signatures.ts';
import {
  DEFAULT_MIN_VISIT_MINUTES,
  INTEGRATION_PROVIDERS,
  type IntegrationProvider,
} from '../integrations/constants.ts';

/** Texts of the Integrations screen and of the webhook endpoint's answers. */
export const INTEGRATION_MESSAGES = {
  nameRequired: 'Integration name is required',
  providerUnknown: 'Provider must be samsara, motive or generic',
  secretRequired: "Paste the webhook secret from the provider's dashboard",
  secretNotBase64: 'A Samsara webhook secret is base64 text: paste it exactly as Samsara shows it',
  secretNotForGeneric: 'A generic integration gets a secret from Dwell; do not send one',
  minVisit: 'Minimum visit must be a whole number of minutes from 0 to 240',
  vendorIdRequired: "The provider's id is required",
  unknownIntegration: 'This integration does not exist.',
  disconnected: 'This integration is disconnected. Connect it again in Settings → Integrations.',
  alreadyDisconnected: 'This integration is already disconnected.',
  driverUnknown: 'Choose a driver of your company',
  facilityUnknown: 'Choose a facility of your company',
  customerUnknown: 'Choose a customer of your company',
  mappingExists: 'This provider id is already mapped. Remove the mapping first.',
  mappingUnknown: 'This mapping does not exist.',
  secretShownOnce: 'Copy this secret now. It will not be shown again.',
  secretRotated: 'The new secret is in use. The previous one keeps working for 24 hours while you update the sender.',
  secretChangedMeanwhile: 'The secret was changed by someone else a moment ago. Reload to see the integration.',
  bodyTooLarge: 'The webhook body is larger than 64 KB.',
  signatureMissing: 'The webhook signature header is missing.',
  signatureInvalid: 'The webhook signature does not match.',
  signatureReplay: 'The webhook timestamp is more than 5 minutes away from now.',
  unavailable: 'Integrations are not configured on this server yet. Please contact support.',
} as const;

const vendorId = z
  .string({ error: INTEGRATION_MESSAGES.vendorIdRequired })
  .trim()
  .min(1, INTEGRATION_MESSAGES.vendorIdRequired)
  .max(128);
const ownId = (message: string) => z.string({ error: message }).trim().min(1, message).max(64);

const minVisitMinutes = z
  .number({ error: INTEGRATION_MESSAGES.minVisit })
  .int(INTEGRATION_MESSAGES.minVisit)
  .min(0, INTEGRATION_MESSAGES.minVisit)
  .max(240, INTEGRATION_MESSAGES.minVisit);

/**
 * What is wrong with the secret given for a provider, or null. Samsara and Motive make the webhook secret and
 * the admin pastes it (Samsara's is base64); for the generic format Dwell makes one and shows it once.
 */
export function secretProblem(provider: IntegrationProvider, secret: string | undefined): string | null {
  if (provider === 'generic') return secret ? INTEGRATION_MESSAGES.secretNotForGeneric : null;
  if (!secret) return INTEGRATION_MESSAGES.secretRequired;
  return provider === 'samsara' && !base64Bytes(secret) ? INTEGRATION_MESSAGES.secretNotBase64 : null;
}

const secretField = z.string().trim().max(200).optional();

/** A new integration (the secret follows `secretProblem`). */
export const createIntegrationSchema = z
  .object({
    provider: z.enum(INTEGRATION_PROVIDERS, { error: INTEGRATION_MESSAGES.providerUnknown }),
    name: z
      .string({ error: INTEGRATION_MESSAGES.nameRequired })
      .trim()
      .min(1, INTEGRATION_MESSAGES.nameRequired)
      .max(80),
    secret: secretField,
    minVisitMinutes: minVisitMinutes.default(DEFAULT_MIN_VISIT_MINUTES),
  })
  .superRefine((input, ctx) => {
    const problem = secretProblem(input.provider, input.secret);
    if (problem) ctx.addIssue({ code: 'custom', path: ['secret'], message: problem });
  });
export type CreateIntegrationInput = z.infer<typeof createIntegrationSchema>;

/**
 * A new secret for a connected integration: pasted for Samsara and Motive, made by Dwell for the generic
 * format. Which applies depends on the stored provider, so the route checks it with `secretProblem`.
 */
export const rotateSecretSchema = z.object({ secret: secretField });

/** A provider vehicle → the driver whose stops it logs. */
export const vehicleMappingSchema = z.object({
  vendorVehicleId: vendorId,
  driverId: ownId(INTEGRATION_MESSAGES.driverUnknown),
});

/** A provider address/geofence → the facility and the customer who pays for waits there. */
export const placeMappingSchema = z.object({
  vendorPlaceId: vendorId,
  facilityId: ownId(INTEGRATION_MESSAGES.facilityUnknown),
  customerId: ownId(INTEGRATION_MESSAGES.customerUnknown),
});

/** Why an authenticated delivery wrote nothing, as its log entry says it. */
export const DELIVERY_NOTES = {
  unmappedVehicle: 'Vehicle {id} is not mapped to a driver. Map it in Settings → Integrations.',
  unmappedPlace: 'Place {id} is not mapped to a facility. Map it in Settings → Integrations.',
  driverUnavailable:
    'The mapped driver cannot log stops: they left the company or were disabled, or the subscription is inactive.',
  tooShort: 'The visit lasted less than the minimum of {minutes} minutes and was dropped.',
  held: 'The exit came before its entry; it is kept and matched when the entry arrives.',
  duplicateVisit: 'This visit was already logged from its exit.',
  inFuture: 'The event time is in the future.',
} as const;
