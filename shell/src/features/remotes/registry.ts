import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { queryClient } from '../../query-client.ts';
import { remoteManifestQuery } from '../../shared/api/get-remote-manifest.ts';
import { CONTAINER, type RemoteName } from './remote-names.ts';

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
    pending = queryClient.fetchQuery(remoteManifestQuery()).then(async ({ remotes: urls }) => {
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
