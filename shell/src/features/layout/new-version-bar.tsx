import { useEffect, useState } from 'react';
import { useRemoteManifest } from '../../shared/api/get-remote-manifest.ts';

/** How often an open tab asks which build is live (and whenever it comes back into view). */
const POLL_MS = 5 * 60_000;

/** The live build's version from /api/health, or null when it cannot be read (offline, a deploy under way). */
async function readLiveVersion(): Promise<string | null> {
  try {
    const res = await fetch('/api/health', { cache: 'no-store' });
    if (!res.ok) return null;
    const body = (await res.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/**
 * Whether a newer build went live since this tab loaded: a new API build, or a remote promoted or rolled
 * back. The tab's own is the one the manifest it loaded its remotes from names, so a page load asks nothing
 * more; failing that, the first one read. A later, different one means the tab runs old code.
 */
function useNewVersion(): boolean {
  const tabVersion = useRemoteManifest().data?.version ?? null;
  const [changed, setChanged] = useState(false);
  useEffect(() => {
    let loaded = tabVersion;
    let stopped = false;
    const check = async () => {
      if (document.visibilityState !== 'visible') return;
      const live = await readLiveVersion();
      if (stopped || live === null) return;
      loaded ??= live;
      if (live !== loaded) setChanged(true);
    };
    if (loaded === null) void check();
    const timer = setInterval(() => void check(), POLL_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [tabVersion]);
  return changed;
}

/** A bar fixed to the foot of the screen (it moves nothing) offering the reload that loads the new build. */
export function NewVersionBar() {
  if (!useNewVersion()) return null;
  return (
    <div className="update-bar" role="status">
      <span>A new version of Dwell is available</span>
      <button type="button" className="btn btn-primary btn-sm" onClick={() => window.location.reload()}>
        Reload
      </button>
    </div>
  );
}
