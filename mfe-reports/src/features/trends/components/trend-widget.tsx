import { DATA } from '@dwell/core/messages';
import type { TrendInterval } from '@dwell/core/report-periods';
import { FeatureGate } from '@dwell/ui/components/gate.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useDeferredValue, useEffect, useState } from 'react';
import { TrendChart } from '../../../charts/trend-chart.tsx';
import { useTrends } from '../../../shared/api/get-trends.ts';

/** Dashboard chart (docs/product.md#dashboard): detention hours of this year, monthly by default. */
export function TrendWidget({ session, scope = 'company' }: ScreenProps & { scope?: 'company' | 'mine' }) {
  const [interval, setInterval] = useState<TrendInterval>('month');
  const allowed = session.features.includes('advancedReports');
  const query = { interval, range: 'this_year', scope } as const;
  // An answer arriving renders as a deferred pass in slices, not inside the query's store update (one long task).
  const trend = useDeferredValue(useTrends(query, allowed));
  useEffect(() => {
    if (trend.isError) toast('error', DATA.trendsErrorTitle, DATA.trendsLoadFailed);
  }, [trend.isError]);
  const title = interval === 'month' ? 'Monthly Detention Hours Distribution' : 'Detention Hours Trend Analysis';
  return (
    <section className="card" aria-label="Detention Hours Trend Analysis">
      <FeatureGate session={session} feature="advancedReports" style="banner">
        <TrendChart
          title={title}
          rows={trend.data?.rows}
          interval={interval}
          onInterval={setInterval}
          pending={trend.isPending}
          failed={trend.isError}
        />
      </FeatureGate>
    </section>
  );
}
