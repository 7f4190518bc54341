import { REPORT_ROLES } from '@dwell/core/constants';
import { navLinks } from '@dwell/ui/lib/remote-routes.ts';
import { resolveRemoteRoute } from '@dwell/core/route-match';
import { expectReadServed, expectResolves } from '@dwell/ui/test/route-reads.ts';
import { describe, expect, it } from 'vitest';
import { customerScorecardsQuery } from './features/reports/api/get-customer-scorecards.ts';
import { facilityScorecardsQuery } from './features/reports/api/get-facility-scorecards.ts';
import { summaryQuery } from './features/reports/api/get-summary.ts';
import { ROUTES } from './routes.ts';
import { trendsQuery } from './shared/api/get-trends.ts';

const declared = { reports: ROUTES };

describe('the reports area’s routes', () => {
  it('resolve /reports to the reports screen, for the report roles with a live subscription', () => {
    expectResolves('reports', ROUTES, [['/reports', 'reports', {}]]);
    expect(resolveRemoteRoute(declared, '/reports/x')).toBeNull();
    expect(ROUTES[0]).toMatchObject({ access: 'subscribed', roles: REPORT_ROLES, feature: 'basicReports' });
  });

  it('link Reports for the report roles only, marked Pro without basic reports', () => {
    const link = (role: 'driver' | 'dispatcher' | 'carrier' | 'carrier_admin' | 'admin', features: string[]) =>
      navLinks(declared, { role, features }).map((l) => `${l.label}${l.locked ? ' (Pro)' : ''}`);
    for (const role of ['driver', 'dispatcher', 'carrier'] as const) expect(link(role, ['basicReports'])).toEqual([]);
    expect(link('carrier_admin', ['basicReports'])).toEqual(['Reports']);
    expect(link('admin', ['basicReports'])).toEqual(['Reports']);
    expect(link('carrier_admin', [])).toEqual(['Reports (Pro)']);
  });

  it('declare the summary, the two scorecards and (with advanced reports) the trend of the screen’s first window', async () => {
    const [summary, facilities, customers, trends] = ROUTES[0]?.reads ?? [];
    if (!summary || !facilities || !customers || !trends) throw new Error('a declared read is missing');
    const window = { range: 'last_30_days', from: '', to: '' } as const;
    await expectReadServed(summary, {}, summaryQuery(window));
    await expectReadServed(facilities, {}, facilityScorecardsQuery(window));
    await expectReadServed(customers, {}, customerScorecardsQuery(window));
    await expectReadServed(trends, {}, trendsQuery({ ...window, interval: 'week' }));
    expect(trends.feature).toBe('advancedReports');
  });
});
