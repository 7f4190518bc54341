import { useEffect, useRef, useState } from 'react';
import { Spinner } from '@dwell/ui/components/feedback.tsx';
import { loadScreen, type BridgeProvider } from './registry.ts';
import { RemoteError } from './remote-error.tsx';
import type { RemoteName } from './remote-names.ts';

interface RemoteScreenProps {
  remote: RemoteName;
  /** The exposed module without its ./ prefix, e.g. app or stat-cards. */
  expose?: string;
  /** Props for the remote's screen; pass a memoized object so the screen re-renders only on change. */
  props: Record<string, unknown>;
  /** Smaller loading and error states, for dashboard widgets. */
  compact?: boolean;
}

/**
 * Mounts one remote screen: a loading state while its files arrive, an error card with Retry when they do
 * not. A failing remote only ever replaces its own box; the rest of the page keeps working.
 */
export function RemoteScreen({ remote, expose = 'app', props, compact = false }: RemoteScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const [provider, setProvider] = useState<BridgeProvider | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mountRef = useRef<HTMLDivElement>(null);
  const moduleName = `${remote}/${expose}`;

  useEffect(() => {
    let cancelled = false;
    let mounted: BridgeProvider | null = null;
    setProvider(null);
    setFailure(null);
    loadScreen(remote, expose, attempt).then(
      (factory) => {
        if (cancelled) return;
        mounted = factory();
        setProvider(mounted);
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(`Remote ${moduleName} failed to load`, error);
        setFailure(error instanceof Error ? error.message : String(error));
      },
    );
    const dom = mountRef.current;
    return () => {
      cancelled = true;
      const done = mounted;
      // Unmount the remote's own React root after this commit, never in the middle of it.
      if (done && dom) setTimeout(() => done.destroy({ moduleName, dom }), 0);
    };
  }, [remote, expose, attempt, moduleName]);

  useEffect(() => {
    const dom = mountRef.current;
    if (!provider || !dom) return;
    provider.render({ dom, moduleName, ...props }).catch((error: unknown) => {
      setFailure(error instanceof Error ? error.message : String(error));
    });
  }, [provider, props, moduleName]);

  return (
    <div className="remote-screen" data-remote={remote} data-expose={expose}>
      {failure ? <RemoteError compact={compact} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {!provider && !failure ? <Spinner label={compact ? 'Loading…' : 'Loading this screen…'} /> : null}
      <div ref={mountRef} hidden={Boolean(failure)} />
    </div>
  );
}
