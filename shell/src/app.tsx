import { Spinner } from '@dwell/ui/components/feedback.tsx';
import { Toaster } from '@dwell/ui/components/toaster.tsx';
import { matchRoute, navigate, usePath } from '@dwell/ui/lib/router.tsx';
import { SESSION_CHANGED } from '@dwell/ui/lib/session-events.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSubscriptionMonitor } from './features/billing/subscription-monitor.ts';
import { MainLayout } from './features/layout/main-layout.tsx';
import { NotFoundPage } from './features/public/not-found.tsx';
import { RemoteRoute } from './features/remotes/remote-route.tsx';
import { decideAccess } from './features/routing/access.ts';
import { SessionMonitor } from './features/session/session-monitor.tsx';
import { refreshSession, useSession } from './features/session/use-session.ts';
import { PAGES } from './pages.tsx';
import { queryClient } from './query-client.ts';
import { ROUTES } from './routes.tsx';

function Screen() {
  const path = usePath();
  const pathname = path.split('?')[0] ?? '/';
  const session = useSession();
  const match = matchRoute(ROUTES, pathname);
  const known = session.isPending ? undefined : (session.data ?? null);
  const checking = useSubscriptionMonitor(known);
  const decision = match ? decideAccess(match.route, known, path) : { kind: 'allow' as const };

  const redirectTo = decision.kind === 'redirect' ? decision.to : null;
  const notice = decision.kind === 'redirect' ? decision.notice : undefined;
  const [noticeType, noticeTitle] = [notice?.type, notice?.title];
  useEffect(() => {
    if (!redirectTo) return;
    if (noticeType && noticeTitle) toast(noticeType, noticeTitle);
    navigate(redirectTo, { replace: true });
  }, [redirectTo, noticeType, noticeTitle]);

  // A screen in a remote changed the profile, company or subscription: read the session again.
  useEffect(() => {
    const onChange = () => void refreshSession();
    window.addEventListener(SESSION_CHANGED, onChange);
    return () => window.removeEventListener(SESSION_CHANGED, onChange);
  }, []);

  if (!match) return <NotFoundPage />;
  if (decision.kind !== 'allow') return <Spinner label="Verifying access..." />;
  const { route } = match;
  // A remote screen needs the session; the one public route with a remote (/security) shows its own page
  // to signed-out visitors, so it waits for the session rather than flashing that page at a signed-in user.
  if (route.remote && known === undefined) return <Spinner label="Verifying access..." />;
  const page =
    route.remote && known ? (
      <RemoteRoute remote={route.remote} session={known} />
    ) : (
      PAGES[route.page ?? '']?.(known ?? null)
    );
  return route.layout && known ? (
    <MainLayout session={known} checking={checking}>
      {page}
    </MainLayout>
  ) : (
    page
  );
}

export function App() {
  const session = useSession();
  return (
    <>
      <Screen />
      {session.data ? <SessionMonitor key={session.data.session.id} session={session.data} /> : null}
      <Toaster />
    </>
  );
}

export function Root() {
  return (
    <QueryClientProvider client={queryClient}>
      <App />
    </QueryClientProvider>
  );
}
