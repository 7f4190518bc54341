import { describe, expect, it } from 'vitest';
import { EVENT_NAV, visibleFor } from './nav-items.ts';

const paths = (role: Parameters<typeof visibleFor>[1]) => visibleFor(EVENT_NAV, role).map((i) => i.to);

describe('the sidebar’s events links by role', () => {
  it('gives drivers their stops, the new-event form and notifications only', () => {
    expect(paths('driver')).toEqual(['/events', '/events/new', '/notifications']);
  });

  it('gives the office the dispatcher board, claims and detention policies too', () => {
    for (const role of ['carrier', 'dispatcher'] as const) {
      expect(paths(role)).toEqual([
        '/events',
        '/events/new',
        '/dispatcher',
        '/events/claims',
        '/events/policies',
        '/notifications',
      ]);
    }
  });

  it('gives the company admin the customers as well, and nobody else', () => {
    expect(paths('carrier_admin')).toEqual([
      '/events',
      '/events/new',
      '/dispatcher',
      '/events/claims',
      '/events/policies',
      '/events/customers',
      '/notifications',
    ]);
    for (const role of ['driver', 'dispatcher', 'carrier', 'admin'] as const) {
      expect(paths(role)).not.toContain('/events/customers');
    }
  });
});
