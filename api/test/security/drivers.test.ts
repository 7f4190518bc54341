/**
 * Drivers of one company (ASVS V8.2.2): every declared route that takes an event or a document id is called
 * by a second driver of company A, with a session and with an API key acting as that driver, on the first
 * driver's stop, a document on that stop and an office document attached to no stop. Each must be refused
 * (401, 403 or 404) without a trace of them in the answer, and A's evidence must be untouched. Every read
 * without ids is called too and must not carry them either (lists, search, exports).
 */
import { API_SCOPES } from '@dwell/core/schemas/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueKey } from '../../src/lib/api-keys/keys.ts';
import type { Credential } from './credentials.ts';
import { FACTORIES, type Made, storeDocument } from './factories.ts';
import { fingerprint } from './fingerprint.ts';
import { idNames } from './route-facts.ts';
import { send } from './request.ts';
import { declaredRoutes } from './routes.ts';
import { type Tenant, tenant } from './world.ts';
import { addMember } from '../fixtures/companies.ts';
import { db } from '../fixtures/http.ts';

const REFUSED = [401, 403, 404];
/** Rows the calling driver's own requests write (their session's activity, their key's audit trail). */
const CALLERS_OWN = ['user_sessions', 'session_audit_log', 'api_keys', 'api_key_audit', 'idempotency_keys'];

/** A's stored data, without the rows the calling driver's own requests write (their sessions, their row). */
async function evidenceOf(companyId: string, callerId: string) {
  const all = await fingerprint(companyId);
  return Object.fromEntries(
    Object.entries(all)
      // Keyed by database and table (DB.user_sessions): the table decides.
      .filter(([key]) => !CALLERS_OWN.includes(key.slice(key.indexOf('.') + 1)))
      .map(([table, rows]) => [table, rows.filter((row) => !String(row).includes(`"id":"${callerId}"`))]),
  );
}

describe('a driver and a colleague’s stops', () => {
  let a: Tenant;
  let stop: Made;
  let onStop: Made;
  let general: Made;
  let callers: Credential[];
  let callerId: string;
  const counts = { calls: 0, withIds: 0 };

  beforeAll(async () => {
    a = await tenant('Alpha');
    stop = await FACTORIES.event(a);
    onStop = await storeDocument(a, stop.id);
    general = await storeDocument(a, null);
    const other = await addMember(a.id, 'driver', 'Colleague');
    callerId = other.userId;
    const key = await issueKey(db(), a.id, other.userId, { name: 'Colleague key', scopes: [...API_SCOPES] });
    const base = { role: other.role, userId: other.userId, companyId: a.id, subscribed: true, renew: async () => {} };
    callers = [
      { ...base, label: 'colleague driver', kind: 'session', headers: () => ({ cookie: other.cookie }) },
      {
        ...base,
        label: 'colleague driver key',
        kind: 'apiKey',
        headers: () => ({ authorization: `Bearer ${key.token}` }),
      },
    ];
  }, 60_000);

  afterAll(() => {
    console.log(`[security] drivers: ${counts.calls} calls as a colleague driver (${counts.withIds} with ids)`);
  });

  it('refuses the stop, its documents and the office’s general documents on every route, and changes nothing', async () => {
    const markers = [...stop.markers, ...onStop.markers, ...general.markers].filter((m) => m.length >= 6);
    const before = await evidenceOf(a.id, callerId);
    const failures: string[] = [];
    for (const route of declaredRoutes()) {
      if (route.facts.devOnly || route.facts.capability) continue;
      const names = idNames(route.facts);
      const kinds = Object.values(names);
      const reachable = kinds.length > 0 && kinds.every((k) => k === 'event' || k === 'document');
      if (kinds.length > 0 && !reachable) continue;
      if (kinds.length === 0 && route.method !== 'GET') continue;
      const fills = kinds.includes('document') ? [onStop.id, general.id] : [stop.id];
      for (const fill of kinds.length ? fills : [null]) {
        const ids = Object.fromEntries(
          Object.entries(names).map(([name, kind]) => [name, kind === 'event' ? stop.id : (fill ?? '')]),
        );
        for (const who of callers) {
          const sent = await send(route, who, { ids });
          counts.calls += 1;
          const problems: string[] = [];
          if (kinds.length) {
            counts.withIds += 1;
            if (!REFUSED.includes(sent.res.status)) problems.push(`answered ${sent.res.status}`);
          }
          if (sent.res.status >= 500) problems.push(`answered ${sent.res.status}`);
          const leaked = markers.filter((m) => sent.text.includes(m) && !sent.sentText.includes(m));
          if (leaked.length) problems.push(`answer contains ${leaked.join(', ')}`);
          // A keyed /api/v1 answer, refusals included, must match the served OpenAPI document.
          problems.push(...sent.contract);
          if (problems.length) failures.push(`${sent.request} as ${who.label}: ${problems.join('; ')}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await evidenceOf(a.id, callerId)).toEqual(before);
  }, 120_000);
});
