import type { Role } from '@dwell/core/constants';
import { defineRoutes } from '@dwell/ui/lib/remote-routes.ts';

/** The people who run the fleet's stops and claims (a platform admin has no fleet of their own). */
const OFFICE: readonly Role[] = ['carrier_admin', 'carrier', 'dispatcher'];

const boardRead = { key: ['events', 'board'], path: '/api/events/board' };
const eventReads = [{ key: ['event', ':id'], path: '/api/events/:id' }];
const lookups = [
  { key: ['facilities'], path: '/api/facilities' },
  { key: ['customers'], path: '/api/customers' },
  { key: ['events', 'drivers'], path: '/api/events/drivers' },
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
      {
        key: ['events', 'list', { page: '1', pageSize: '25', sort: 'checkInTime', dir: 'desc' }],
        path: '/api/events?page=1&pageSize=25&sort=checkInTime&dir=desc',
      },
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
    reads: [{ key: ['claims', 'list', { page: '1', pageSize: '25' }], path: '/api/claims?page=1&pageSize=25' }],
  },
  {
    path: '/events/policies',
    access: 'subscribed',
    screen: 'policies',
    nav: { label: 'Detention Policies', order: 50, roles: OFFICE },
    reads: [{ key: ['policies'], path: '/api/policies' }],
  },
  {
    path: '/events/customers',
    access: 'subscribed',
    roles: ['carrier_admin'],
    screen: 'customers',
    nav: { label: 'Customers', order: 60 },
    reads: [{ key: ['customers', 'billing'], path: '/api/customers/billing' }],
  },
  {
    path: '/notifications',
    access: 'subscribed',
    screen: 'notifications',
    nav: { label: 'Notifications', order: 70 },
    reads: [{ key: ['alerts', 25, 1], path: '/api/alerts?pageSize=25&page=1' }],
  },
]);

export type EventsScreen = (typeof ROUTES)[number]['screen'];
