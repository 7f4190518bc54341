import { Spinner } from '@dwell/ui/components/feedback.tsx';
import { Toaster } from '@dwell/ui/components/toaster.tsx';
import { matchRoute } from '@dwell/ui/lib/path-match.ts';
import { moduleOf, resolveRemoteRoute } from '@dwell/ui/lib/remote-routes.ts';
import { navigate, usePath } from '@dwell/ui/lib/router.tsx';
import { SESSION_CHANGED } from '@dwell/ui/lib/session-events.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useSubscriptionMonitor } from './features/billing/subscription-monitor.ts';
import { MainLayout } from './features/layout/main-layout.tsx';
import { NotFoundPage } from './features/public/not-found.tsx';
import { useRemoteManifest } from './shared/api/get-remote-manifest.ts';
import { RemoteError } from './features/remotes/remote-error.tsx';
import { RemoteRoute } from './features/remotes/remote-route.tsx';
import { decideAccess } from './features/routing/access.ts';
import { SessionMonitor } from './features/session/session-monitor.tsx';
import { refreshSession, useSession } from './features/session/use-session.ts';
import { PAGES, placeholderPage } from './pages.tsx';
import { queryClient } from './query-client.ts';
import { ROUTES } from './routes.tsx';

const verifying = <Spinner label="Verifying access..." />;

/**
 * Routes a path: the shell's own pages first, then the remote that owns the path's prefix, guarded by what
 * that remote declares for the route (its manifest, served by the API). Remote screens sit in the layout.
 */
function Screen() {
  const path = usePath();
  const pathname = path.split('?')[0] ?? '/';
  const session = useSession();
  const manifest = useRemoteManifest();
  const own = matchRoute(ROUTES, pathname);
  const remote = own || !manifest.data ? null : resolveRemoteRoute(manifest.data.routes, pathname);
  const known = session.isPending ? undefined : (session.data ?? null);
  const checking = useSubscriptionMonitor(known);
  const guard = own?.route ?? remote?.route;
  const decision = guard ? decideAccess(guard, known, path) : { kind: 'allow' as const };

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

  const inLayout = (page: ReactNode) =>
    known ? (
      <MainLayout session={known} checking={checking}>
        {page}
      </MainLayout>
    ) : (
      page
    );

  if (own) {
    if (decision.kind !== 'allow') return verifying;
    // The sidebar lists the remotes' links: a layout page waits for them rather than growing once they arrive.
    if (own.route.layout && manifest.isPending) return verifying;
    const page = PAGES[own.route.page]?.(known ?? null);
    return own.route.layout ? inLayout(page) : page;
  }
  if (manifest.isPending) return verifying;
  if (!remote) {
    // A remote whose routes could not be read may own this path: offer Retry rather than 'not found'.
    const unsure = manifest.isError || Object.values(manifest.data.routes).some((routes) => routes === null);
    return unsure ? inLayout(<RemoteError onRetry={() => void manifest.refetch()} />) : <NotFoundPage />;
  }
  if (decision.kind !== 'allow' || known === undefined) return verifying;
  // A remote screen needs the session: a public route of a remote shows signed-out visitors a placeholder.
  if (!known) return placeholderPage(remote.route.title ?? '');
  return inLayout(<RemoteRoute remote={remote.remote} module={moduleOf(remote.route)} session={known} />);
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
