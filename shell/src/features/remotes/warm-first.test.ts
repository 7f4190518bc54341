import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../query-client.ts';
import { remoteManifestQuery } from '../../shared/api/get-remote-manifest.ts';
import { warmScreen } from './registry.ts';
import { warmFirstScreen } from './warm.ts';

vi.mock('./registry.ts', () => ({ warmScreen: vi.fn(() => Promise.resolve()) }));

/** The remote manifest as the API answers it, with the routes of two areas (and one that could not be read). */
const MANIFEST = {
  remotes: {},
  routes: {
    reports: [
      { path: '/reports', access: 'subscribed', screen: 'reports' },
      { path: '/reports/customers/:id', access: 'subscribed', screen: 'customer', module: 'customer-card' },
    ],
    events: [{ path: '/events', access: 'subscribed', screen: 'event-list' }],
    documents: null,
  },
};

afterEach(() => {
  queryClient.clear();
  vi.mocked(warmScreen).mockClear();
});

describe('warmFirstScreen', () => {
  it('starts the code of the remote screen at the path, or of the top widget of a page made of widgets', () => {
    queryClient.setQueryData(remoteManifestQuery().queryKey, MANIFEST as never);
    warmFirstScreen('/reports/customers/cus_42');
    warmFirstScreen('/dashboard');
    warmFirstScreen('/carrier-dashboard');
    expect(vi.mocked(warmScreen).mock.calls).toEqual([
      ['reports', 'customer-card', '/reports/customers/cus_42'],
      ['reports', 'stat-cards', '/dashboard'],
      ['reports', 'stat-cards', '/carrier-dashboard'],
    ]);
  });

  it('starts nothing for a shell page without widgets, a path no read manifest declares, or before the manifest', () => {
    warmFirstScreen('/reports');
    queryClient.setQueryData(remoteManifestQuery().queryKey, MANIFEST as never);
    warmFirstScreen('/billing');
    warmFirstScreen('/documents');
    warmFirstScreen('/nowhere');
    expect(warmScreen).not.toHaveBeenCalled();
  });
});
