import { type ComponentType, type ReactElement, startTransition } from 'react';
import { createRoot, type Root as ReactRoot } from 'react-dom/client';
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
export function exposeScreen<P extends ScreenProps>(area: string, Screen: ComponentType<P>) {
  announceRuntime(area);
  function Root(props: P) {
    return (
      <ScreenRoot client={queryClient}>
        <Screen {...props} />
      </ScreenRoot>
    );
  }
  return (): ScreenProvider => ({
    async render({ dom, ...props }) {
      renderInSlices(<Root {...(props as unknown as P)} />, dom);
    },
    // The box may get a screen again later (Retry), on a new root.
    destroy({ dom }) {
      roots.get(dom)?.unmount();
      roots.delete(dom);
    },
  });
}

const roots = new WeakMap<HTMLElement, ReactRoot>();

/**
 * Renders a screen into its box as a transition: React then works in slices of a few milliseconds and lets
 * the browser answer taps and paint between them, rather than one long task per screen (a phone at 4× slower
 * CPU would otherwise freeze for a second while a screen and its widgets mount). One root per box, reused
 * when the shell passes new props.
 */
function renderInSlices(node: ReactElement, dom: HTMLElement): void {
  let root = roots.get(dom);
  if (!root) {
    root = createRoot(dom);
    roots.set(dom, root);
  }
  const target = root;
  startTransition(() => target.render(node));
}
