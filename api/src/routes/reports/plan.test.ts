import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { customerScorecard } from './claim-queries.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
import { unpricedStops } from '../../lib/events/store-prices.ts';
import { offsetChanges } from '@dwell/core/time-zones';
import { checkedIn, countOf, facilityTotals, runningNow, trendRows, windowTotals } from './queries.ts';
import { db } from '../../../test/fixtures/http.ts';

type Statement = { toSQL(): { sql: string; params: unknown[] } } | { getQuery(): { sql: string; params: unknown[] } };

/** SQLite's plan for a drizzle query or raw statement, as one string per step. */
async function plan(query: Statement) {
  const { sql, params } = 'toSQL' in query ? query.toSQL() : query.getQuery();
  const result = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return result.results.map((r) => r.detail).join('\n');
}

describe('report queries read indexes, never the whole table', () => {
  // A year in Chicago: both daylight-saving changes are in the window, so the local day is a CASE over them.
  const from = Date.parse('2026-01-01T06:00:00Z');
  const to = Date.parse('2027-01-01T06:00:00Z');
  const w = { from, to, now: Date.now(), offsets: offsetChanges('America/Chicago', from, to) };

  it.each(['day', 'week', 'month'] as const)(
    'trend per %s: a range of the covering report index (no row of the table is read)',
    async (interval) => {
      expect(w.offsets).toHaveLength(3);
      const detail = await plan(trendRows(db(), 'co_x', null, { ...w, interval }, await loadPolicies(db(), 'co_x')));
      expect(detail).toMatch(/SEARCH detention_events USING COVERING INDEX events_company_report_idx/);
      expect(detail).not.toMatch(/SCAN detention_events\b(?! USING)/);
    },
  );

  it('stat cards and scorecards', async () => {
    const policies = await loadPolicies(db(), 'co_x');
    for (const owner of [null, 'usr_x']) {
      const where = checkedIn('co_x', owner, 0, Date.now());
      for (const query of [
        windowTotals(db(), policies, Date.now(), where),
        facilityTotals(db(), policies, Date.now(), where),
        countOf(db(), where),
      ]) {
        const detail = await plan(query);
        expect(detail, detail).toMatch(/SEARCH detention_events USING COVERING INDEX events_company_report_idx/);
        expect(detail).not.toMatch(/SCAN detention_events\b(?! USING)/);
      }
    }
    for (const owner of [null, 'usr_x']) {
      // Only the company's stops under way (or never checked out) are read, never all of its history.
      const running = await plan(runningNow(db(), 'co_x', owner));
      expect(running, running).toMatch(
        /SEARCH detention_events USING (COVERING )?INDEX events_\w+ \((company_id=\? AND (status|check_out_time)=\?|status=\? AND company_id=\?)/,
      );
    }
    const claims = await plan(customerScorecard(db(), 'co_x', 0, Date.now()));
    expect(claims).toMatch(/SEARCH claims USING INDEX claims_company_(created|status)_idx/);
  });

  it('the hourly price sweep reads the partial index of unpriced completed stops, not every stop', async () => {
    expect(await plan(unpricedStops(db(), 500))).toMatch(/USING INDEX events_unpriced_idx/);
  });
});
