import { DEFAULT_DETENTION_POLICY, type DetentionPolicy, resolvePolicy } from '@dwell/core/detention';
import { fullPolicySchema, type PolicyOverride, policyOverrideSchema } from '@dwell/core/schemas/policies';
import { eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { detentionPolicies } from '../schema.ts';

/** Every policy layer of one company, read once per request. */
export interface PolicySet {
  company: DetentionPolicy;
  /** Whether the company default was saved (false: DEFAULT_DETENTION_POLICY applies). */
  companySaved: boolean;
  customers: Map<string, PolicyOverride>;
  facilities: Map<string, PolicyOverride>;
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

/** Reads the company's default and overrides; a stored value that no longer validates is ignored, not fatal. */
export async function loadPolicies(db: Db, companyId: string): Promise<PolicySet> {
  return policySetOf(await policyRowsQuery(db, companyId));
}

/** The policy set of the rows policyRowsQuery read. */
export function policySetOf(rows: Awaited<ReturnType<typeof policyRowsQuery>>): PolicySet {
  const set: PolicySet = {
    company: DEFAULT_DETENTION_POLICY,
    companySaved: false,
    customers: new Map(),
    facilities: new Map(),
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
 * (SPEC §3 free_time_minutes), so a later change of the free time never rewrites history.
 */
export function policyForEvent(
  set: PolicySet,
  event: { customerId: string | null; facilityId: string | null; freeTimeMinutes: number },
): DetentionPolicy {
  return { ...policyFor(set, event), freeMinutes: event.freeTimeMinutes };
}
