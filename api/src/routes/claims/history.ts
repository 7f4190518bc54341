import type { Db } from '../../env.ts';
import { stopLog } from '../events/queries/log.ts';

/** The event-log actions that make up a claim's history. */
const CLAIM_ACTIONS = [
  'claim_created',
  'claim_status',
  'claim_reopened',
  'payment_recorded',
  'invoice_stored',
  'claim_reminder',
  'claim_sent',
  'claim_send_failed',
  'claim_link_revoked',
  'payer_viewed',
  'payer_answer',
  'carrier_reply',
  'payer_reminder',
] as const;

/** A claim's history (its stop has at most one claim): what was done, by whom, when and why, oldest first. */
export const claimHistory = (db: Db, companyId: string, eventId: string) =>
  stopLog(db, companyId, eventId, CLAIM_ACTIONS);
