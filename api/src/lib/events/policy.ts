import { DEFAULT_DETENTION_POLICY, type DetentionPolicy, resolvePolicy } from '@dwell/core/detention';
import { OPEN_STOP_DEFAULTS } from '@dwell/core/schemas/events';
import {
  fullPolicySchema,
  type OpenStopSettings,
  type PolicyOverride,
  policyOverrideSchema,
} from '@dwell/core/schemas/policies';
import { eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { claimSettings, detentionPolicies } from '../schema.ts';

/** Every policy layer of one company, read once per request. */
export interface PolicySet {
  company: DetentionPolicy;
  /** Whether the company default was saved (false: DEFAULT_DETENTION_POLICY applies). */
  companySaved: boolean;
  customers: Map<string, PolicyOverride>;
  facilities: Map<string, PolicyOverride>;
  /** How old an open stop's check-in may be; a stop open longer shows and bills no more than limitHours. */
  openStops: OpenStopSettings;
}

/** The statement reading the company's open-stop settings (at most one row; none means the defaults). */
export function openStopQuery(db: Db, companyId: string) {
  return db
    .select({ confirmHours: claimSettings.openStopConfirmHours, limitHours: claimSettings.openStopLimitHours })
    .from(claimSettings)
    .where(eq(claimSettings.companyId, companyId));
}

/** The open-stop settings of the rows openStopQuery read. */
function openStopsOf(rows: Awaited<ReturnType<typeof openStopQuery>>): OpenStopSettings {
  return rows[0] ?? { ...OPEN_STOP_DEFAULTS };
}

/** Reads the company's open-stop settings. */
export async function loadOpenStops(db: Db, companyId: string): Promise<OpenStopSettings> {
  return openStopsOf(await openStopQuery(db, companyId));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** The statement reading the company's default and overrides (batchable with a route's other reads). */
export function policyRowsQuery(db: Db, companyId: string) {
  return db
    .select({
      scope: detentionPolicies.scope,
      customerId: detentionPolicies.customerId,
      facilityId: detentionPolicies.facilityId,
      settings: detentionPolicies.settings,
    })
    .from(detentionPolicies)
    .where(eq(detentionPolicies.companyId, companyId));
}

/** Reads the company's default, overrides and open-stop settings; a stored value that no longer validates is ignored. */
export async function loadPolicies(db: Db, companyId: string): Promise<PolicySet> {
  const [rows, openStops] = await db.batch([policyRowsQuery(db, companyId), openStopQuery(db, companyId)]);
  return policySetOf(rows, openStops);
}

/** The policy set of the rows policyRowsQuery and openStopQuery read. */
export function policySetOf(
  rows: Awaited<ReturnType<typeof policyRowsQuery>>,
  openStops: Awaited<ReturnType<typeof openStopQuery>>,
): PolicySet {
  const set: PolicySet = {
    company: DEFAULT_DETENTION_POLICY,
    companySaved: false,
    customers: new Map(),
    facilities: new Map(),
    openStops: openStopsOf(openStops),
  };
  for (const row of rows) {
    const raw = parseJson(row.settings);
    if (row.scope === 'company') {
      const parsed = fullPolicySchema.safeParse(raw);
      if (parsed.success) {
        set.company = parsed.data;
        set.companySaved = true;
      }
      continue;
    }
    const parsed = policyOverrideSchema.safeParse(raw);
    if (!parsed.success) continue;
    if (row.scope === 'customer' && row.customerId) set.customers.set(row.customerId, parsed.data);
    if (row.scope === 'facility' && row.facilityId) set.facilities.set(row.facilityId, parsed.data);
  }
  return set;
}

/** The policy a new stop starts with: company default, then its customer's override, then its facility's. */
export function policyFor(
  set: PolicySet,
  target: { customerId: string | null; facilityId: string | null },
): DetentionPolicy {
  return resolvePolicy(
    set.company,
    target.customerId ? set.customers.get(target.customerId) : null,
    target.facilityId ? set.facilities.get(target.facilityId) : null,
  );
}

/**
 * The policy an existing event bills with: the layered policy, with the free time the event was logged with
 * (docs/product.md#data free_time_minutes), so a later change of the free time never rewrites history.
 */
export function policyForEvent(
  set: PolicySet,
  event: { customerId: string | null; facilityId: string | null; freeTimeMinutes: number },
): DetentionPolicy {
  return { ...policyFor(set, event), freeMinutes: event.freeTimeMinutes };
}
