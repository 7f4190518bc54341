import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useDeferredValue } from 'react';
import { ScreenErrorBoundary } from '../components/error-boundary.tsx';

/** Whether the browser mounts the screen into an empty box (a switch to it), rather than taking over a drawn one. */
const FreshMount = createContext(false);

/**
 * What every remote screen renders inside: the query cache and an error boundary. The browser's mount
 * (bridge.tsx) and the worker's first paint of a screen (prerender.tsx) draw the same tree, so the page's
 * HTML and the app's first render of the screen are the same boxes. `fresh`: see useFramed.
 */
export function ScreenRoot({
  client,
  fresh = false,
  children,
}: {
  client: QueryClient;
  fresh?: boolean;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={client}>
      <FreshMount value={fresh}>
        <ScreenErrorBoundary>{children}</ScreenErrorBoundary>
      </FreshMount>
    </QueryClientProvider>
  );
}

/**
 * False in the first pass of a screen the browser mounts afresh, true from the next. A screen shows its frame
 * (heading, controls, and its data-heavy parts as the placeholders they have while their data loads, of the
 * same size) in that first pass, and those parts one pass later, whether or not their data is in yet: the
 * first pass is short and the same every time, so the tap is answered at once, and an answer arriving while it
 * renders cannot turn it into the whole screen's render. Always true where the worker draws the screen or the
 * browser takes that drawing over (the same tree as drawn).
 */
export function useFramed(): boolean {
  return useDeferredValue(true, useContext(FreshMount) ? false : undefined);
}
