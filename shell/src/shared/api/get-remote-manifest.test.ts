import { describe, expect, it } from 'vitest';
import { withKnownRoutes } from './get-remote-manifest.ts';

const ROUTES = [
  { path: '/events', screen: 'event-list', access: 'subscribed', nav: { label: 'Detention Events', order: 10 } },
];

function memory() {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
}

function manifest(eventsAddress: string, eventsRoutes: unknown) {
  return {
    remotes: { events: eventsAddress, documents: '/mfe/documents/mf-manifest.json', reports: '', account: '' },
    routes: { events: eventsRoutes, documents: null, reports: null, account: null },
    versions: { events: 'a', documents: null, reports: null, account: null },
  } as unknown as Parameters<typeof withKnownRoutes>[0];
}

describe('the routes of a remote whose origin is down', () => {
  it('come from the last read of the same build, and never from another build', () => {
    const storage = memory();
    const first = withKnownRoutes(manifest('https://events.example/v/a/mf-manifest.json', ROUTES), storage);
    expect(first.routes.events).toEqual(ROUTES);

    const down = withKnownRoutes(manifest('https://events.example/v/a/mf-manifest.json', null), storage);
    expect(down.routes.events).toEqual(ROUTES);
    // The documents remote was never read here: it stays unknown (the error card with Retry).
    expect(down.routes.documents).toBeNull();

    const otherBuild = withKnownRoutes(manifest('https://events.example/v/b/mf-manifest.json', null), storage);
    expect(otherBuild.routes.events).toBeNull();
  });

  it('ignores what it kept when it is not a route declaration', () => {
    const storage = memory();
    storage.setItem(
      'dwell.remote-routes',
      JSON.stringify({ events: { manifest: '/mfe/events/mf-manifest.json', routes: [{ path: 42 }] } }),
    );
    expect(withKnownRoutes(manifest('/mfe/events/mf-manifest.json', null), storage).routes.events).toBeNull();
    storage.setItem('dwell.remote-routes', '{not json');
    expect(withKnownRoutes(manifest('/mfe/events/mf-manifest.json', null), storage).routes.events).toBeNull();
  });
});
