import { PRERENDERED_CLASS } from '@dwell/core/prerender';
import { LoadingPage, Spinner } from '@dwell/ui/components/feedback.tsx';
import type { ScreenProvider } from '@dwell/ui/lib/screen.ts';
import { type CSSProperties, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadedScreen, loadScreen } from './registry.ts';
import { RemoteError } from './remote-error.tsx';
import type { RemoteName } from './remote-names.ts';
import { markScreenShown, useAfterScreen } from './first-screen.ts';
import { dropPrerendered, prerenderedFor } from './prerendered.ts';
import { useInView } from './use-in-view.ts';

/** The height a box keeps from its first paint, in px: on wide screens and below 640 px (phones). */
export interface Reserve {
  wide: number;
  phone: number;
}

interface RemoteScreenProps {
  remote: RemoteName;
  /** The exposed module without its ./ prefix, e.g. app or stat-cards. */
  expose?: string;
  /** Props for the remote's screen; pass a memoized object so the screen re-renders only on change. */
  props: Record<string, unknown>;
  /** Smaller loading and error states, for dashboard widgets. */
  compact?: boolean;
  /** The widget's final height, kept while it loads so nothing below it moves when it arrives. */
  reserve?: Reserve;
  /** Nothing shown while loading (a header control, or a widget that may well render nothing). */
  quiet?: boolean;
  /** Shown while loading instead of a spinner: an inert copy of the control the box becomes. */
  skeleton?: ReactNode;
  /** Below the fold: its code and data are asked for only when it comes near the viewport. */
  whenVisible?: boolean;
  /** A header control: its code and data are asked for once the screen's own content is shown (first-screen.ts). */
  afterScreen?: boolean;
  /** A whole screen's title (its route's declaration), shown while its code arrives. */
  title?: string | undefined;
  /** A route's whole screen, not a widget: its first pass renders at once (ScreenProvider's `whole`). */
  whole?: boolean;
}

/**
 * Mounts one remote screen: a loading state while its files arrive, an error card with Retry when they do
 * not. A failing remote only ever replaces its own box; the rest of the page keeps working. The box keeps its
 * reserved size while the screen arrives (a widget: until its box lies below the viewport), and the loading state
 * floats over it rather than pushing anything.
 */
export function RemoteScreen({
  remote,
  expose = 'app',
  props,
  compact = false,
  reserve,
  quiet = false,
  skeleton,
  whenVisible = false,
  afterScreen = false,
  title,
  whole = false,
}: RemoteScreenProps) {
  const [attempt, setAttempt] = useState(0);
  const boxRef = useRef<HTMLDivElement>(null);
  const inView = useInView(boxRef, !whenVisible);
  const screenShown = useAfterScreen(afterScreen);
  const visible = inView && screenShown;
  // A screen whose code is already in (warmed before the click) is mounted by the render that makes its box,
  // without a turn through a loading state.
  const [provider, setProvider] = useState<ScreenProvider | null>(() =>
    visible ? (loadedScreen(remote, expose)?.() ?? null) : null,
  );
  const [rendered, setRendered] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The screen as the worker drew it into the page, when this box is that screen's (prerendered.ts): it stands
  // in the mount box from the app's first render, inert until the remote's code has taken it over there.
  const [drawn, setDrawn] = useState(() => prerenderedFor(remote, expose));
  const mountRef = useRef<HTMLDivElement>(null);
  const moduleName = `${remote}/${expose}`;

  // A remote that fails shows its error card in place of the drawn screen, and a Retry loads as any other.
  useEffect(() => {
    if (!failure || !drawn) return;
    dropPrerendered();
    setDrawn(null);
    mountRef.current?.replaceChildren();
  }, [failure, drawn]);

  // The drawn screen's nodes go into the mount box before the browser paints the app's first render.
  useLayoutEffect(() => {
    if (drawn && mountRef.current && mountRef.current.childNodes.length === 0)
      mountRef.current.append(...drawn.childNodes);
  }, [drawn]);

  // The provider the box was made with, taken by the first load below rather than made a second time.
  const initial = useRef(provider);
  useEffect(() => {
    if (!visible) return;
    let cancelled = false;
    let mounted: ScreenProvider | null = initial.current;
    const dom = mountRef.current;
    const cleanup = () => {
      cancelled = true;
      const done = mounted;
      // Unmount the remote's own React root after this commit, never in the middle of it.
      if (done && dom) setTimeout(() => done.destroy({ dom }), 0);
    };
    if (mounted) {
      initial.current = null;
      return cleanup;
    }
    setProvider(null);
    setRendered(false);
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
    return cleanup;
  }, [remote, expose, attempt, moduleName, visible]);

  useEffect(() => {
    const dom = mountRef.current;
    if (!provider || !dom) return;
    // The screen renders in slices: the loading state stays until its first content is in the box (a drawn
    // screen left behind by a move to another page is replaced, as a new root clears its box).
    const painted = () => {
      if (dom.childNodes.length === 0) return false;
      setDrawn(null);
      setRendered(true);
      return true;
    };
    const failed = (error: unknown) => {
      console.error(`Remote ${moduleName} failed to render`, error);
      setFailure(error instanceof Error ? error.message : String(error));
    };
    if (prerenderedFor(remote, expose)) {
      // The drawn screen becomes the app's own where it stands (the first render only): nothing is swapped,
      // nothing can move.
      provider.render({ ...props, dom, hydrate: true }).then(() => {
        dropPrerendered();
        setDrawn(null);
        setRendered(true);
      }, failed);
      return;
    }
    const observer = new MutationObserver(() => {
      if (painted()) observer.disconnect();
    });
    observer.observe(dom, { childList: true, subtree: true });
    provider.render({ ...props, dom, whole }).then(() => {
      if (painted()) observer.disconnect();
    }, failed);
    return () => observer.disconnect();
  }, [provider, props, moduleName, remote, expose, whole]);

  // The screen is shown once its content is in the box: past the area's own loading page (a screen's code
  // arriving in its own chunk), or its error.
  useEffect(() => {
    const dom = mountRef.current;
    if (afterScreen || !(rendered || failure) || !dom) return;
    const shown = () => {
      if (!failure && dom.querySelector('[data-loading-page]')) return false;
      markScreenShown();
      return true;
    };
    if (shown()) return;
    const observer = new MutationObserver(() => {
      if (shown()) observer.disconnect();
    });
    observer.observe(dom, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [afterScreen, rendered, failure]);

  // The reservation is for the widget's arrival: once it is in and its box lies below the viewport, the box takes
  // the widget's own height (a new company's short empty states leave no gaps), moving only what is out of sight.
  const [released, setReleased] = useState(false);
  useEffect(() => {
    const box = boxRef.current;
    if (!reserve || !rendered || released || !box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      if (entry && !entry.isIntersecting && entry.boundingClientRect.top >= (entry.rootBounds?.bottom ?? innerHeight)) {
        setReleased(true);
      }
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, [reserve, rendered, released]);

  const style =
    reserve && !released
      ? ({ '--reserve-wide': `${reserve.wide}px`, '--reserve-phone': `${reserve.phone}px` } as CSSProperties)
      : undefined;
  return (
    <div ref={boxRef} className="remote-screen" data-remote={remote} data-expose={expose} style={style}>
      {failure ? <RemoteError compact={compact} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      {skeleton && !rendered && !failure ? (
        <div className="remote-loading" aria-hidden="true">
          {skeleton}
        </div>
      ) : null}
      {visible && !rendered && !failure && !quiet && !skeleton && !drawn ? (
        <div className="remote-loading">
          {title ? <LoadingPage title={title} /> : <Spinner label={compact ? 'Loading…' : 'Loading this screen…'} />}
        </div>
      ) : null}
      <div
        ref={mountRef}
        hidden={Boolean(failure)}
        className={drawn ? PRERENDERED_CLASS : undefined}
        // Its buttons and fields do nothing until the remote's code has taken the drawn screen over (a form
        // would otherwise be sent by the browser itself, without the app).
        inert={drawn !== null}
      />
    </div>
  );
}
