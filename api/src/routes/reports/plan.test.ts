import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { db } from '../../../test/helpers.ts';
import { customerScorecard } from './claim-queries.ts';
import { activeDuringParts, eventsCheckedIn, trendRows } from './queries.ts';

/** SQLite's plan for a drizzle query, as one string per step. */
async function plan(query: { toSQL(): { sql: string; params: unknown[] } }) {
  const { sql, params } = query.toSQL();
  const result = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...params)
    .all<{ detail: string }>();
  return result.results.map((r) => r.detail).join('\n');
}

describe('report queries read indexes, never the whole table', () => {
  const w = { from: 0, to: Date.now(), now: Date.now(), tz: 0 };

  it.each(['day', 'week', 'month'] as const)(
    'trend per %s: a range of the covering trend index (no row of the table is read)',
    async (interval) => {
      const detail = await plan(trendRows(db(), 'co_x', null, { ...w, interval }));
      expect(detail).toMatch(/SEARCH detention_events USING COVERING INDEX events_company_trend_idx/);
      expect(detail).not.toMatch(/SCAN detention_events\b(?! USING)/);
    },
  );

  it('stat cards and scorecards', async () => {
    for (const query of [
      eventsCheckedIn(db(), 'co_x', null, 0, Date.now()),
      eventsCheckedIn(db(), 'co_x', 'usr_x', 0, Date.now()),
    ]) {
      expect(await plan(query)).toMatch(/SEARCH detention_events USING INDEX/);
    }
    const [running, ended] = activeDuringParts(db(), 'co_x', null, Date.now() - 86_400_000, Date.now());
    expect(await plan(running)).toMatch(/USING (COVERING )?INDEX events_company_status_idx/);
    expect(await plan(ended)).toMatch(/USING INDEX events_company_checkout_idx/);
    const claims = await plan(customerScorecard(db(), 'co_x', 0, Date.now()));
    expect(claims).toMatch(/SEARCH claims USING INDEX claims_company_(created|status)_idx/);
  });
});
