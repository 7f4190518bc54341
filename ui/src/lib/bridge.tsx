import { createBridgeComponent } from '@module-federation/bridge-react/v19';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { ScreenErrorBoundary } from '../components/error-boundary.tsx';
import { announceRuntime } from './runtime.ts';
import type { ScreenProps } from './screen.ts';
import { sharedQueryClient } from './shared-query-client.ts';

/** The page's one query cache, shared by every remote's screens and filled ahead by the shell. */
export const queryClient = sharedQueryClient();

/**
 * Wraps a remote's screen for the shell: its own React root with the query cache and an error boundary,
 * mounted and updated by the shell through Module Federation's bridge.
 */
export function exposeScreen<P extends ScreenProps>(area: string, Screen: ComponentType<P>) {
  announceRuntime(area);
  function Root(props: P) {
    return (
      <QueryClientProvider client={queryClient}>
        <ScreenErrorBoundary>
          <Screen {...props} />
        </ScreenErrorBoundary>
      </QueryClientProvider>
    );
  }
  return createBridgeComponent<P>({ rootComponent: Root });
}
