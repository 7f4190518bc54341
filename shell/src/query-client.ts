import { QueryClient } from '@tanstack/react-query';

/** The shell's query cache (session and subscription); each remote keeps its own. */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
