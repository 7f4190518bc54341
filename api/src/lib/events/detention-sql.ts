import type { DetentionPolicy } from '@dwell/core/detention';
import { type SQL, sql } from 'drizzle-orm';
import { detentionEvents, detentionPolicies } from '../schema.ts';
import type { PolicySet } from './policy.ts';

/**
 * computeDetention (core/src/detention.ts) and policyForEvent, restated in SQL so the dashboard and the reports
 * add up a window's stops inside D1 instead of carrying thousands of rows to the Worker. Both must agree to
 * the cent: detention-sql.test.ts prices random stops under random policies both ways.
 *
 * Integer arithmetic throughout (times are epoch milliseconds, rates whole cents; D1 binds a JavaScript number
 * as a REAL, so `now` is cast), so SQLite's integer division and JavaScript's Math.floor / Math.ceil /
 * Math.round give the same numbers for the values that occur (all non-negative, except a wait before the
 * clock starts, which both clamp to 0). Overrides are read from their rows' JSON, which the policy routes
 * validate before saving.
 */

type PricedField = Exclude<keyof DetentionPolicy, 'freeMinutes'>;

/** "No cap" as an SQL integer, so one coalesce can tell an override that removes the cap from one that is silent. */
const NO_CAP = -1;

/** The integer code of each value of the policy's enums (its position in the list). */
const ENUM_CODES: Partial<Record<PricedField, readonly string[]>> = {
  rounding: ['up', 'down', 'nearest'],
  clockStart: ['arrival', 'appointment'],
  lateArrival: ['from_arrival', 'forfeit'],
};

/** The company's policy value as an SQL integer literal: the enums as their codes, a missing cap as NO_CAP. */
function code(field: PricedField, value: DetentionPolicy[PricedField]): number {
  const codes = ENUM_CODES[field];
  const n = codes ? codes.indexOf(String(value)) : value === null ? NO_CAP : value;
  // Policies are validated on save and on load; anything else here is a programming error, never SQL.
  if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < NO_CAP) {
    throw new RangeError(`Detention policy ${field} cannot be priced in SQL`);
  }
  return n;
}

/** An override's value of `field` as the same integer code, read from its settings JSON (NULL when it is silent). */
function overrideValue(settings: SQL, field: PricedField): SQL {
  const path = sql.raw(`'$.${field}'`);
  // JSON null removes the cap; a missing key inherits it.
  if (field === 'capCents') {
    return sql`CASE json_type(${settings}, ${path}) WHEN 'null' THEN ${sql.raw(String(NO_CAP))}
      WHEN 'integer' THEN json_extract(${settings}, ${path}) END`;
  }
  const value = sql`json_extract(${settings}, ${path})`;
  const codes = ENUM_CODES[field];
  if (!codes) return value;
  return sql`CASE ${value} ${sql.raw(codes.map((name, n) => `WHEN '${name}' THEN ${n}`).join(' '))} END`;
}

/**
 * One field of the policy a stop bills with, as resolvePolicy layers it: the facility's override, else the
 * customer's, else the company's. The overrides are read from their rows (joined as fp and cp) rather than
 * written into the statement, so its size does not grow with a company's overrides.
 */
function policyField(set: PolicySet, field: PricedField): SQL {
  const layers = [
    set.facilities.size ? overrideValue(sql.raw('fp.settings'), field) : null,
    set.customers.size ? overrideValue(sql.raw('cp.settings'), field) : null,
    sql.raw(String(code(field, set.company[field]))),
  ].filter((layer): layer is SQL => layer !== null);
  return layers.length === 1 ? (layers[0] as SQL) : sql`coalesce(${sql.join(layers, sql`, `)})`;
}

/**
 * The override rows a stop may bill with, joined by the unique (company, target key) index: fp for its
 * facility's, cp for its customer's, each only when the company has overrides of that kind. A row whose JSON
 * does not parse is skipped, as loadPolicies skips it.
 */
function overrideJoins(set: PolicySet): SQL {
  const e = detentionEvents;
  const join = (alias: string, scope: string, column: SQL) =>
    sql` LEFT JOIN ${detentionPolicies} AS ${sql.raw(alias)} ON ${sql.raw(alias)}.company_id = ${e.companyId}
      AND ${sql.raw(`${alias}.target_key = '${scope}:'`)} || ${column} AND json_valid(${sql.raw(alias)}.settings)`;
  return sql.join([
    set.facilities.size ? join('fp', 'facility', sql`${e.facilityId}`) : sql``,
    set.customers.size ? join('cp', 'customer', sql`${e.customerId}`) : sql``,
  ]);
}

/**
 * The stops matching `where`, one row each with what the reports add up: check_in, facility_id, facility_name, minutes
 * (whole minutes from check-in to check-out, or while running to now but at most the company's open-stop limit),
 * billable (0 or 1) and cents (the amount owed). A stop's stored price (priced_billable, priced_cents: set once it
 * is completed or claimed) wins over today's policy, as pricingOf does. Cancelled stops must be excluded by `where`;
 * they bill nothing. Every column it reads is in events_company_report_idx, so a window is priced from the index
 * without touching the table.
 */
export function pricedStops(policies: PolicySet, now: number, where: SQL): SQL {
  const e = detentionEvents;
  const field = (name: PricedField) => policyField(policies, name);
  // Innermost first: each level names what the next one needs, the way computeDetention goes step by step.
  return sql`(
    SELECT ci AS check_in, facility_id, facility_name, minutes, coalesce(kept_billable, billable) AS billable,
      coalesce(kept_cents, CASE WHEN cap < 0 OR owed <= cap THEN owed ELSE cap END) AS cents
    FROM (SELECT *, (billed * rate * 2 + 60) / 120 AS owed
    FROM (SELECT *, CASE rnd WHEN 0 THEN (extra + inc - 1) / inc * inc WHEN 1 THEN extra / inc * inc
                     ELSE (2 * extra + inc) / (2 * inc) * inc END AS billed
    FROM (SELECT *, CASE WHEN billable THEN waited - free ELSE 0 END AS extra
    FROM (SELECT *, (NOT (late AND forfeit) AND waited > free) AS billable
    FROM (SELECT *, max(0, (end_at - CASE WHEN NOT late AND ap IS NOT NULL AND clock = 1 THEN max(ci, ap) ELSE ci END)
                     / 60000) AS waited
    FROM (SELECT *, (ap IS NOT NULL AND ci > ap + grace * 60000) AS late, (end_at - ci) / 60000 AS minutes
    FROM (SELECT ${e.facilityId} AS facility_id, ${e.facilityName} AS facility_name,
            ${e.checkInTime} AS ci, ${e.appointmentTime} AS ap, ${e.freeTimeMinutes} AS free,
            coalesce(${e.checkOutTime},
              max(min(CAST(${now} AS INTEGER), ${e.checkInTime} + ${openStopLimitMs(policies)}), ${e.checkInTime})) AS end_at,
            CASE WHEN ${e.pricedCents} IS NOT NULL THEN coalesce(${e.pricedBillable}, 0) END AS kept_billable,
            ${e.pricedCents} AS kept_cents,
            ${field('hourlyRateCents')} AS rate, ${field('incrementMinutes')} AS inc, ${field('rounding')} AS rnd,
            ${field('capCents')} AS cap, ${field('clockStart')} AS clock, ${field('lateArrival')} AS forfeit,
            ${field('lateGraceMinutes')} AS grace
          FROM ${e}${overrideJoins(policies)}
          WHERE ${where}))))))))`;
}

/** The company's open-stop limit in milliseconds, as an SQL integer: a running stop is measured to at most this. */
export function openStopLimitMs(policies: Pick<PolicySet, 'openStops'>): SQL {
  return sql.raw(String(Math.trunc(policies.openStops.limitHours) * 3_600_000));
}

/** The key a facility is counted by: its id, or for a stop without one its name in any letter case. */
export const FACILITY_KEY = sql.raw(`coalesce(facility_id, 'name:' || lower(facility_name))`);
