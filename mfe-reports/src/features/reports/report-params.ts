import {
  customRangeProblem,
  REPORT_RANGE_LABELS,
  REPORT_RANGES,
  type ReportRange,
  TREND_INTERVALS,
  type TrendInterval,
} from '@dwell/core/report-periods';
import { FIRST_INTERVAL, FIRST_WINDOW } from '../../routes.ts';

/** A window of the range picker: a named range, and the two dates used when it is 'custom'. */
export interface RangeValue {
  range: ReportRange;
  from: string;
  to: string;
}

/** The screen's state, kept in the address so a reload or a shared link shows the same report. */
export interface ReportParams extends RangeValue {
  interval: TrendInterval;
}

/**
 * Whether a window may be asked for: `ready` when it may; `incomplete` while a custom range lacks a date (a date
 * input holds no value until its date is whole); `invalid` with the API's own message (core's customRangeProblem,
 * the rule its schema applies: real dates from 2000 on, in order, at most MAX_RANGE_DAYS long), so nothing the API
 * would refuse is sent.
 */
export type WindowCheck = { kind: 'ready' } | { kind: 'incomplete' } | { kind: 'invalid'; message: string };

/** Checks a window as the API will (see WindowCheck). */
export function checkWindow(value: RangeValue): WindowCheck {
  // A named range's dates are unused (they stay behind from a custom range picked before): not checked.
  if (value.range !== 'custom') return { kind: 'ready' };
  if (!value.from || !value.to) return { kind: 'incomplete' };
  const message = customRangeProblem(value.from, value.to);
  return message === null ? { kind: 'ready' } : { kind: 'invalid', message };
}

/** Whether two windows cover the same days (a named range's unused dates do not count). */
export const sameWindow = (a: RangeValue, b: RangeValue): boolean =>
  a.range === b.range && (a.range !== 'custom' || (a.from === b.from && a.to === b.to));

/** A window in words, as the messages name the one on screen: 'Last 30 Days', or '2026-10-01 – 2026-10-31'. */
export const windowLabel = (value: RangeValue): string =>
  value.range === 'custom' ? `${value.from} – ${value.to}` : REPORT_RANGE_LABELS[value.range];

/**
 * Reads the screen's state from the address: `range` names a preset, `from` and `to` a custom range, `interval`
 * the chart's grouping. Anything unknown, or a custom range the API would refuse, is the default (the routes'
 * first window and interval, which the shell reads ahead for /reports).
 */
export function paramsFrom(search: URLSearchParams): ReportParams {
  const interval = TREND_INTERVALS.find((i) => i === search.get('interval')) ?? FIRST_INTERVAL;
  const range = REPORT_RANGES.find((r) => r === search.get('range'));
  if (range && range !== 'custom') return { range, from: '', to: '', interval };
  const custom = { range: 'custom', from: search.get('from') ?? '', to: search.get('to') ?? '' } as const;
  if (checkWindow(custom).kind === 'ready') return { ...custom, interval };
  return { ...FIRST_WINDOW, interval };
}

/** The address query of a state, defaults left out: '', '?range=this_year&interval=month', '?from=…&to=…'. */
export function searchOf(params: ReportParams): string {
  const out = new URLSearchParams();
  if (params.range === 'custom') {
    out.set('from', params.from);
    out.set('to', params.to);
  } else if (params.range !== FIRST_WINDOW.range) {
    out.set('range', params.range);
  }
  if (params.interval !== FIRST_INTERVAL) out.set('interval', params.interval);
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** The API queries of a state: the window every read shares, and the trend's with its interval. */
export function queriesOf(params: ReportParams) {
  const window = { range: params.range, from: params.from, to: params.to };
  return { window, trend: { ...window, interval: params.interval } };
}
