import {
  type ModuleFederationRuntimePlugin,
  loadRemote,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
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
/** The screen modules whose code is in (first loads, by `remote/expose`): a box mounts these as it renders. */
const arrived = new Map<string, ScreenModule>();
const registered = new Set<RemoteName>();

/**
 * How the shell has the federation runtime load a remote, for a phone's main thread:
 * - a module's styles are added once, by the module's own chunk as it loads (and its load waits for them); the
 *   runtime would add a second `<link rel="stylesheet">` of each as it reads the remote's manifest: every rule of
 *   a remote twice in the page, and a style pass of the whole page for each copy;
 * - a remote's entry script runs in one task and the remote is set up (its shared libraries matched to the
 *   shell's) in the next: together they made one task long enough to hold up a tap.
 */
const phoneFriendlyLoading: ModuleFederationRuntimePlugin = {
  name: 'dwell-phone-friendly-loading',
  beforePreloadRemote({ preloadOps }) {
    for (const op of preloadOps) op.filter = (url) => !url.endsWith('.css');
  },
  afterLoadEntry: () => new Promise<void>((resolve) => setTimeout(resolve, 0)),
};

/**
 * Loads one exposed screen of a remote. Loads are cached per attempt: a Retry asks again with a new
 * attempt number, which re-registers the remote so a failed fetch is not served from the cache.
 */
export function loadScreen(remote: RemoteName, expose: string, attempt: number): Promise<() => ScreenProvider> {
  return loadModule(remote, expose, attempt).then((mod) => mod.default);
}

/** The screen's provider factory when its code is already in (warmed or shown before), without waiting a turn. */
export function loadedScreen(remote: RemoteName, expose: string): (() => ScreenProvider) | undefined {
  return arrived.get(`${remote}/${expose}`)?.default;
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
        // The runtime keeps one plugin of a name: registering it with each remote is registering it once.
        registerPlugins([phoneFriendlyLoading]);
        registerRemotes([{ name: CONTAINER[remote], entry: urls[remote] }], { force: registered.has(remote) });
        registered.add(remote);
      }
      const mod = await loadRemote<ScreenModule>(`${CONTAINER[remote]}/${expose}`);
      if (!mod || typeof mod.default !== 'function') throw new Error(`${remote} did not provide ${expose}`);
      if (attempt === 0) arrived.set(`${remote}/${expose}`, mod);
      return mod;
    });
    pending.catch(() => loaded.delete(key));
    loaded.set(key, pending);
  }
  return pending;
}
