import { describe, expect, it } from 'vitest';
import { remoteRoutesSchema } from './remote-routes.ts';

const parse = (value: unknown) => {
  const result = remoteRoutesSchema.safeParse(value);
  return result.success ? result.data : null;
};

const declared = [
  {
    path: '/events/:id',
    access: 'subscribed',
    screen: 'detail',
    reads: [{ key: ['event', ':id'], path: '/api/events/:id' }],
  },
  { path: '/events', access: 'subscribed', screen: 'list', nav: { label: 'Events', order: 10, exact: true } },
  {
    path: '/reports',
    access: 'subscribed',
    roles: ['admin', 'carrier_admin'],
    feature: 'basicReports',
    screen: 'reports',
    nav: { label: 'Reports', order: 90, section: 'main' },
  },
];

describe('a remote’s route declaration', () => {
  it('takes the declared shape and refuses anything else', () => {
    expect(parse(declared)).toEqual(declared);
    expect(parse(null)).toBeNull();
    expect(parse([{ path: 'events', access: 'subscribed', screen: 'x' }])).toBeNull();
    expect(parse([{ path: '/x', access: 'everyone', screen: 'x' }])).toBeNull();
    expect(parse([{ path: '/x', access: 'auth', roles: ['owner'], screen: 'x' }])).toBeNull();
    expect(parse([{ path: '/x', access: 'auth', feature: 'teleport', screen: 'x' }])).toBeNull();
    expect(parse([{ path: '/x', access: 'auth', screen: '' }])).toBeNull();
    expect(parse([{ path: '/x', access: 'auth', screen: 'x', reads: [{ key: [], path: '/api/x' }] }])).toBeNull();
    expect(parse([{ path: '/x', access: 'auth', screen: 'x', reads: [{ key: ['x'], path: '/x' }] }])).toBeNull();
    expect(parse([{ path: '/x', access: 'auth', screen: 'x', nav: { label: 'X' } }])).toBeNull();
    expect(parse([{ path: '/x/:id', access: 'auth', screen: 'x', nav: { label: 'X', order: 1 } }])).toBeNull();
  });
});
