import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ScreenProvider } from '@dwell/ui/lib/screen.ts';
import { queryClient } from '../../query-client.ts';
import { remoteManifestQuery } from '../../shared/api/get-remote-manifest.ts';
import { CONTAINER, type RemoteName } from './remote-names.ts';

/**
 * What a remote's exposed screen module gives the shell: its provider, and optionally `warm(pathname)`, which
 * starts the code of the screen at that path when the area keeps each screen in its own chunk.
 */
interface ScreenModule {
  default: () => ScreenProvider;
  warm?: (pathname: string) => void;
}

const loaded = new Map<string, Promise<ScreenModule>>();
const registered = new Set<RemoteName>();

/**
 * Loads one exposed screen of a remote. Loads are cached per attempt: a Retry asks again with a new
 * attempt number, which re-registers the remote so a failed fetch is not served from the cache.
 */
export function loadScreen(remote: RemoteName, expose: string, attempt: number): Promise<() => ScreenProvider> {
  return loadModule(remote, expose, attempt).then((mod) => mod.default);
}

/** Loads the screen module's code and has the area start the code of the screen at `pathname` too. */
export function warmScreen(remote: RemoteName, expose: string, pathname: string): Promise<void> {
  return loadModule(remote, expose, 0).then((mod) => {
    if (typeof mod.warm === 'function') mod.warm(pathname);
  });
}

function loadModule(remote: RemoteName, expose: string, attempt: number): Promise<ScreenModule> {
  const key = `${remote}/${expose}#${attempt}`;
  let pending = loaded.get(key);
  if (!pending) {
    pending = queryClient.fetchQuery(remoteManifestQuery()).then(async ({ remotes: urls }) => {
      if (!registered.has(remote) || attempt > 0) {
        registerRemotes([{ name: CONTAINER[remote], entry: urls[remote] }], { force: registered.has(remote) });
        registered.add(remote);
      }
      const mod = await loadRemote<ScreenModule>(`${CONTAINER[remote]}/${expose}`);
      if (!mod || typeof mod.default !== 'function') throw new Error(`${remote} did not provide ${expose}`);
      return mod;
    });
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}
