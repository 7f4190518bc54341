import { REPORT_MESSAGES } from '@dwell/core/schemas/reports';
import { expectReadServed } from '@dwell/ui/test/route-reads.ts';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../routes.ts';
import { trendsQuery } from '../../shared/api/get-trends.ts';
import { customerScorecardsQuery } from './api/get-customer-scorecards.ts';
import { facilityScorecardsQuery } from './api/get-facility-scorecards.ts';
import { summaryQuery } from './api/get-summary.ts';
import { checkWindow, paramsFrom, queriesOf, type ReportParams, searchOf } from './report-params.ts';

const custom = (from: string, to: string) => ({ range: 'custom', from, to }) as const;
const read = (query: string) => paramsFrom(new URLSearchParams(query));

describe('checkWindow: a range is asked for only once the API would accept it', () => {
  it('accepts every preset, whatever dates a custom range left behind', () => {
    expect(checkWindow({ range: 'this_year', from: '', to: '' })).toEqual({ kind: 'ready' });
    expect(checkWindow({ range: 'last_7_days', from: '0002-10-31', to: '' })).toEqual({ kind: 'ready' });
  });

  it('waits, without an error, while a date of a custom range is missing or half typed (an empty input)', () => {
    expect(checkWindow(custom('', ''))).toEqual({ kind: 'incomplete' });
    expect(checkWindow(custom('2026-10-01', ''))).toEqual({ kind: 'incomplete' });
  });

  it('refuses each year a date input passes on while its year is typed digit by digit', () => {
    for (const to of ['0002-10-31', '0020-10-31', '0202-10-31', '1999-10-31']) {
      expect(checkWindow(custom('2026-10-01', to)).kind, to).toBe('invalid');
    }
    expect(checkWindow(custom('2026-10-01', '2026-10-31'))).toEqual({ kind: 'ready' });
  });

  it('refuses a backwards range and one longer than 366 days with the API’s own messages', () => {
    expect(checkWindow(custom('2026-11-15', '2026-11-01'))).toEqual({
      kind: 'invalid',
      message: REPORT_MESSAGES.endBeforeStart,
    });
    expect(checkWindow(custom('2000-01-01', '2026-11-30'))).toEqual({
      kind: 'invalid',
      message: REPORT_MESSAGES.rangeTooLong,
    });
    expect(checkWindow(custom('2026-11-01', '2026-11-01'))).toEqual({ kind: 'ready' });
  });
});

describe('the address of the reports screen', () => {
  it('reads nothing as the default: Last 30 Days, weekly', () => {
    expect(read('')).toEqual({ range: 'last_30_days', from: '', to: '', interval: 'week' });
  });

  it('reads a preset, a custom range and an interval', () => {
    expect(read('range=this_year&interval=month')).toEqual({ range: 'this_year', from: '', to: '', interval: 'month' });
    expect(read('from=2026-10-01&to=2026-10-31')).toEqual({ ...custom('2026-10-01', '2026-10-31'), interval: 'week' });
    expect(read('range=custom&from=2026-10-01&to=2026-10-31&interval=day')).toEqual({
      ...custom('2026-10-01', '2026-10-31'),
      interval: 'day',
    });
  });

  it('ignores what it cannot use, each value falling back to its default', () => {
    const first = read('');
    expect(read('range=bogus&interval=year')).toEqual(first);
    expect(read('range=custom')).toEqual(first);
    expect(read('from=2026-10-01')).toEqual(first);
    expect(read('from=2026-13-01&to=2026-13-02')).toEqual(first);
    expect(read('from=2026-11-15&to=2026-11-01')).toEqual(first);
    expect(read('from=2000-01-01&to=2026-11-30')).toEqual(first);
    expect(read('from=0202-10-01&to=2026-10-31&interval=month')).toEqual({ ...first, interval: 'month' });
    // A preset named with dates is the preset: its dates are not the window.
    expect(read('range=last_7_days&from=2026-10-01&to=2026-10-31')).toEqual({ ...first, range: 'last_7_days' });
  });

  it('writes defaults as nothing, and reads back every state it writes', () => {
    const states: ReportParams[] = [
      { range: 'last_30_days', from: '', to: '', interval: 'week' },
      { range: 'this_year', from: '', to: '', interval: 'week' },
      { range: 'last_7_days', from: '', to: '', interval: 'day' },
      { ...custom('2026-10-01', '2026-10-31'), interval: 'month' },
    ];
    expect(states.map(searchOf)).toEqual([
      '',
      '?range=this_year',
      '?range=last_7_days&interval=day',
      '?from=2026-10-01&to=2026-10-31&interval=month',
    ]);
    for (const state of states) expect(read(searchOf(state).slice(1))).toEqual(state);
  });

  it('asks, at /reports with no query, exactly what the route declares for the shell to read ahead', async () => {
    const [summary, facilities, customers, trends] = ROUTES[0]?.reads ?? [];
    if (!summary || !facilities || !customers || !trends) throw new Error('a declared read is missing');
    const { window, trend } = queriesOf(read(''));
    await expectReadServed(summary, {}, summaryQuery(window));
    await expectReadServed(facilities, {}, facilityScorecardsQuery(window));
    await expectReadServed(customers, {}, customerScorecardsQuery(window));
    await expectReadServed(trends, {}, trendsQuery(trend));
  });
});
