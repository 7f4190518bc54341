import { type ComponentType, type ReactElement, startTransition, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root as ReactRoot } from 'react-dom/client';
import { announceRuntime } from './runtime.ts';
import type { ScreenProps, ScreenProvider } from './screen.ts';
import { ScreenRoot } from './screen-root.tsx';
import { sharedQueryClient } from './shared-query-client.ts';

/** The page's one query cache, shared by every remote's screens and filled ahead by the shell. */
export const queryClient = sharedQueryClient();

/**
 * Wraps a remote's screen for the shell: its own React root with the query cache and an error boundary,
 * mounted, updated and taken down by the shell (a small provider of our own, so a remote ships no federation
 * bridge library for it).
 */
export function exposeScreen<P extends ScreenProps>(
  area: string,
  Screen: ComponentType<P>,
  /** An area whose screens each come in a chunk of their own (lazy-screens.ts): resolves once the one at a path is in. */
  { ready }: { ready?: (pathname: string) => Promise<void> } = {},
) {
  announceRuntime(area);
  function Root({ onCommit, fresh, ...props }: P & { onCommit?: (() => void) | undefined; fresh: boolean }) {
    useEffect(() => onCommit?.(), [onCommit]);
    return (
      <ScreenRoot client={queryClient} fresh={fresh}>
        <Screen {...(props as unknown as P)} />
      </ScreenRoot>
    );
  }
  return (): ScreenProvider => ({
    render({ dom, hydrate, whole = false, ...props }) {
      const screen = props as unknown as P;
      if (hydrate && !roots.has(dom)) {
        const taken = new Promise<void>((onCommit) => hydrating.set(dom, onCommit));
        // The drawn screen's own code first: hydrated without it, the screen would wait as drawn, unanswering.
        // Should it not come, the screen renders as any other (its error in place).
        const code = ready?.(location.pathname).catch(() => undefined) ?? Promise.resolve();
        void code.then(() => {
          if (!roots.has(dom)) hydrateInSlices(<Root {...screen} onCommit={hydrating.get(dom)} fresh={false} />, dom);
        });
        return taken.finally(() => hydrating.delete(dom));
      }
      // New props before the drawn screen is taken over still tell when it is.
      // A box neither being taken over nor already holding the screen gets the screen's frame first (useFramed),
      // a whole screen's at once.
      const fresh = !roots.has(dom) && !hydrating.has(dom);
      const node = <Root {...screen} onCommit={hydrating.get(dom)} fresh={fresh} />;
      if (fresh && whole) renderAtOnce(node, dom);
      else renderInSlices(node, dom);
      return Promise.resolve();
    },
    // The box may get a screen again later (Retry), on a new root.
    destroy({ dom }) {
      roots.get(dom)?.unmount();
      roots.delete(dom);
    },
  });
}

const roots = new WeakMap<HTMLElement, ReactRoot>();
/** The boxes whose drawn screen is being taken over, and what to call once it is. */
const hydrating = new WeakMap<HTMLElement, () => void>();

/**
 * Renders a screen into its box as a transition: React then works in slices of a few milliseconds and lets
 * the browser answer taps and paint between them, rather than one long task per screen (a phone at 4× slower
 * CPU would otherwise freeze for a second while a screen and its widgets mount). One root per box, reused
 * when the shell passes new props.
 */
function renderInSlices(node: ReactElement, dom: HTMLElement): void {
  const root = rootOf(dom);
  startTransition(() => root.render(node));
}

/**
 * A whole screen's frame: one short render in the task that asked for it (the tap's, on a switch), so the paint
 * that answers the tap holds the screen rather than its loading state; its content is sliced after. The shell
 * asks from its own commit, where React cannot render another root at once: the frame goes right after it.
 */
function renderAtOnce(node: ReactElement, dom: HTMLElement): void {
  const root = rootOf(dom);
  queueMicrotask(() => flushSync(() => root.render(node)));
}

function rootOf(dom: HTMLElement): ReactRoot {
  let root = roots.get(dom);
  if (!root) {
    root = createRoot(dom);
    roots.set(dom, root);
  }
  return root;
}

/**
 * Takes over the screen the worker drew into the box (the same tree, drawn from the same reads): React attaches
 * to the nodes already there rather than building a second copy and swapping it in, and as a transition it does
 * so in slices. Where the drawing no longer matches (a relative time that moved on between the worker and the
 * browser), or where the worker drew a part's fallback (a lazy part whose code it did not have), React renders
 * that part again in the browser: the screen is right either way, so that is only worth a warning.
 */
function hydrateInSlices(node: ReactElement, dom: HTMLElement): void {
  startTransition(() => {
    roots.set(
      dom,
      hydrateRoot(dom, node, {
        onRecoverableError: (error) =>
          console.warn('Part of the drawn screen was rendered again in the browser:', error),
      }),
    );
  });
}
