import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ScreenErrorBoundary } from '../components/error-boundary.tsx';

/**
 * What every remote screen renders inside: the query cache and an error boundary. The browser's mount
 * (bridge.tsx) and the worker's first paint of a screen (prerender.tsx) draw the same tree, so the page's
 * HTML and the app's first render of the screen are the same boxes.
 */
export function ScreenRoot({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <ScreenErrorBoundary>{children}</ScreenErrorBoundary>
    </QueryClientProvider>
  );
}
