import type { Role } from '@dwell/core/constants';

export interface NavItem {
  to: string;
  label: string;
  /** Roles that see the link; every role when absent. */
  roles?: readonly Role[];
  /** Matches only the exact path (so /events is not lit on /events/new). */
  exact?: boolean;
}

/** The people who run the fleet's stops and claims (a platform admin has no fleet of their own). */
const OFFICE: readonly Role[] = ['carrier_admin', 'carrier', 'dispatcher'];

/**
 * The events area's links (SPEC §2.20 plus the screens of the events issue), by role: drivers log and follow
 * their own stops; the office also runs the dispatcher board, claims and detention policies; the company
 * admin also keeps the customers (billing contacts, terms, merges).
 */
export const EVENT_NAV: readonly NavItem[] = [
  { to: '/events', label: 'Detention Events', exact: true },
  { to: '/events/new', label: 'New Event', exact: true },
  { to: '/dispatcher', label: 'Dispatcher Board', roles: OFFICE },
  { to: '/events/claims', label: 'Claims', roles: OFFICE },
  { to: '/events/policies', label: 'Detention Policies', roles: OFFICE },
  { to: '/events/customers', label: 'Customers', roles: ['carrier_admin'] },
  { to: '/notifications', label: 'Notifications' },
];

/** The links a role sees. */
export function visibleFor(items: readonly NavItem[], role: Role): NavItem[] {
  return items.filter((item) => !item.roles || item.roles.includes(role));
}
