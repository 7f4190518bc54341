import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';

export type RemoteName = 'events' | 'documents' | 'reports' | 'account';

/** The container name each remote is built with. */
export const CONTAINER: Record<RemoteName, string> = {
  events: 'dwell_events',
  documents: 'dwell_documents',
  reports: 'dwell_reports',
  account: 'dwell_account',
};

let manifests: Promise<Record<RemoteName, string>> | null = null;

/** Reads where each remote lives from the API (so a remote redeploys without a shell rebuild). */
function remoteManifests(): Promise<Record<RemoteName, string>> {
  manifests ??= fetch('/api/mfe-manifest')
    .then((res) => {
      if (!res.ok) throw new Error(`The remote list could not be loaded (${res.status})`);
      return res.json() as Promise<{ remotes: Record<RemoteName, string> }>;
    })
    .then((body) => body.remotes)
    .catch((error: unknown) => {
      manifests = null;
      throw error;
    });
  return manifests;
}

export interface BridgeProvider {
  render(info: Record<string, unknown> & { dom: HTMLElement; moduleName?: string }): Promise<void>;
  destroy(info: { moduleName: string; dom: HTMLElement }): void;
}

const loaded = new Map<string, Promise<() => BridgeProvider>>();
const registered = new Set<RemoteName>();

/**
 * Loads one exposed screen of a remote. Loads are cached per attempt: a Retry asks again with a new
 * attempt number, which re-registers the remote so a failed fetch is not served from the cache.
 */
export function loadScreen(remote: RemoteName, expose: string, attempt: number): Promise<() => BridgeProvider> {
  const key = `${remote}/${expose}#${attempt}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = remoteManifests().then(async (urls) => {
      if (!registered.has(remote) || attempt > 0) {
        registerRemotes([{ name: CONTAINER[remote], entry: urls[remote] }], { force: registered.has(remote) });
        registered.add(remote);
      }
      const mod = await loadRemote<{ default: () => BridgeProvider }>(`${CONTAINER[remote]}/${expose}`);
      if (!mod || typeof mod.default !== 'function') throw new Error(`${remote} did not provide ${expose}`);
      return mod.default;
    });
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}
