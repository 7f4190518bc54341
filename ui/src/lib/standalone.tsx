import '../styles.css';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Spinner } from '../components/feedback.tsx';
import { Toaster } from '../components/toaster.tsx';
import { api, call } from './api-client.ts';
import { queryClient } from './bridge.tsx';
import { announceRuntime } from './runtime.ts';
import type { ScreenProps } from './screen.ts';

/**
 * Runs a remote on its own dev server (npm run dev -w mfe-…), without the shell, against the local API.
 * Sign in once through the shell on the same origin (or the API's /login) so the session cookie exists.
 */
export function renderStandalone(area: string, Screen: ComponentType<ScreenProps>): void {
  announceRuntime(area);
  function Host() {
    const session = useQuery({
      queryKey: ['session'],
      queryFn: async () => (await call(api.api.auth.session.$get())).session,
    });
    if (session.isPending) return <Spinner />;
    if (session.error) return <p className="page">Sign in to Dwell first: {session.error.message}</p>;
    return <Screen session={session.data} />;
  }
  const container = document.getElementById('root');
  if (container) {
    createRoot(container).render(
      <QueryClientProvider client={queryClient}>
        <Host />
        <Toaster />
      </QueryClientProvider>,
    );
  }
}
