import { PAGE_SIZE } from '@dwell/core/paging';
import { type PeriodId, periodRange } from './period.ts';

/** The list's state, kept in the address so a reload or a shared link shows the same rows. */
export interface ListParams {
  page: number;
  pageSize: number;
  sort: string;
  dir: 'asc' | 'desc';
  period: PeriodId;
  from: string;
  to: string;
  status: string;
  facilityId: string;
  customerId: string;
  driverId: string;
  q: string;
}

export const DEFAULTS: ListParams = {
  page: 1,
  pageSize: PAGE_SIZE,
  sort: 'checkInTime',
  dir: 'desc',
  period: 'all',
  from: '',
  to: '',
  status: '',
  facilityId: '',
  customerId: '',
  driverId: '',
  q: '',
};

/** Reads the list state from the address, falling back to the defaults. */
export function paramsFrom(search: URLSearchParams): ListParams {
  const get = (key: keyof ListParams) => search.get(key) ?? String(DEFAULTS[key]);
  return {
    page: Math.max(1, Number(get('page')) || 1),
    pageSize: [10, 25, 50, 100].includes(Number(get('pageSize'))) ? Number(get('pageSize')) : DEFAULTS.pageSize,
    sort: get('sort'),
    dir: get('dir') === 'asc' ? 'asc' : 'desc',
    period: get('period') as PeriodId,
    from: get('from'),
    to: get('to'),
    status: get('status'),
    facilityId: get('facilityId'),
    customerId: get('customerId'),
    driverId: get('driverId'),
    q: get('q'),
  };
}

/** The address query of a list state, leaving defaults out. */
export function searchOf(params: ListParams): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (String(value) !== String(DEFAULTS[key as keyof ListParams])) out.set(key, String(value));
  }
  const text = out.toString();
  return text ? `?${text}` : '';
}

/** The API query (filters, period bounds in the company's zone, paging and sort) of a list state. */
export function apiQuery(params: ListParams, zone: string, now = Date.now()): Record<string, string> {
  const range = periodRange(params.period, now, zone, { from: params.from, to: params.to });
  const query: Record<string, string> = {
    page: String(params.page),
    pageSize: String(params.pageSize),
    sort: params.sort,
    dir: params.dir,
  };
  if (range.from !== undefined) query.from = String(range.from);
  if (range.to !== undefined) query.to = String(range.to);
  for (const key of ['status', 'facilityId', 'customerId', 'driverId', 'q'] as const) {
    if (params[key]) query[key] = params[key];
  }
  return query;
}
