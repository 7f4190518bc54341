import type { Role } from '@dwell/core/constants';
import { defineRoutes } from '@dwell/ui/lib/remote-routes.ts';
import { alertKeys } from '@dwell/ui/lib/alerts.ts';
import { PAGE_SIZE } from '@dwell/core/paging';
import { keys } from './lib/query-keys.ts';

/** The people who run the fleet's stops and claims (a platform admin has no fleet of their own). */
const OFFICE: readonly Role[] = ['carrier_admin', 'carrier', 'dispatcher'];

/** A first page as its screen asks for it: the same parameters make its query key and its API address. */
const firstPage = <P extends Record<string, string>>(params: P) => ({ params, query: new URLSearchParams(params) });
const pageSize = String(PAGE_SIZE);
const eventsPage = firstPage({ page: '1', pageSize, sort: 'checkInTime', dir: 'desc' });
const claimsPage = firstPage({ page: '1', pageSize });

const boardRead = { key: keys.board, path: '/api/events/board' };
const eventReads = [{ key: keys.event(':id'), path: '/api/events/:id' }];
const lookups = [
  { key: keys.facilities, path: '/api/facilities' },
  { key: keys.customers, path: '/api/customers' },
  { key: keys.drivers, path: '/api/events/drivers' },
];

/**
 * Every path of the events area, declared once: its guard, its screen, its sidebar link and the queries its
 * screen reads first. The build puts this into the remote's manifest; the shell guards and links from it and
 * this remote matches its screens from it. Drivers log and follow their own stops; the office also runs the
 * dispatcher board, claims and detention policies; the company admin also keeps the customers.
 */
export const ROUTES = defineRoutes([
  {
    path: '/events',
    access: 'subscribed',
    screen: 'event-list',
    title: 'Detention Events',
    nav: { label: 'Detention Events', order: 10, exact: true },
    reads: [
      { key: keys.eventList(eventsPage.params), path: `/api/events?${eventsPage.query}` },
      // The Active Events table above the list.
      boardRead,
      // The filters' choices.
      ...lookups,
    ],
  },
  {
    path: '/events/new',
    access: 'subscribed',
    screen: 'new-event',
    nav: { label: 'New Event', order: 20, exact: true },
    reads: lookups,
  },
  { path: '/events/:id', access: 'subscribed', screen: 'event-detail', reads: eventReads },
  { path: '/tracking/:id', access: 'subscribed', screen: 'event-detail', reads: eventReads },
  {
    path: '/dispatcher',
    access: 'subscribed',
    screen: 'board',
    nav: { label: 'Dispatcher Board', order: 30, roles: OFFICE },
    reads: [boardRead],
  },
  {
    path: '/events/claims',
    access: 'subscribed',
    screen: 'claims',
    nav: { label: 'Claims', order: 40, roles: OFFICE },
    reads: [{ key: keys.claimList(claimsPage.params), path: `/api/claims?${claimsPage.query}` }],
  },
  {
    path: '/events/policies',
    access: 'subscribed',
    screen: 'policies',
    nav: { label: 'Detention Policies', order: 50, roles: OFFICE },
    reads: [{ key: keys.policies, path: '/api/policies' }],
  },
  {
    path: '/events/customers',
    access: 'subscribed',
    roles: ['carrier_admin'],
    screen: 'customers',
    nav: { label: 'Customers', order: 60 },
    reads: [{ key: keys.customerAccounts, path: '/api/customers/billing' }],
  },
  {
    path: '/notifications',
    access: 'subscribed',
    screen: 'notifications',
    nav: { label: 'Notifications', order: 70 },
    reads: [{ key: alertKeys.page(PAGE_SIZE, 1), path: `/api/alerts?pageSize=${pageSize}&page=1` }],
  },
]);

export type EventsScreen = (typeof ROUTES)[number]['screen'];
