import { Spinner } from '@dwell/ui/components/feedback.tsx';
import { Toaster } from '@dwell/ui/components/toaster.tsx';
import { matchRoute, moduleOf, resolveRemoteRoute } from '@dwell/core/route-match';
import { navLinks } from '@dwell/ui/lib/remote-routes.ts';
import { navigate, usePath } from '@dwell/ui/lib/router.tsx';
import { SESSION_CHANGED } from '@dwell/ui/lib/session-events.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SessionInfo } from '@dwell/core/session';
import { type ReactNode, useDeferredValue, useEffect } from 'react';
import { useSubscriptionMonitor } from './features/billing/subscription-monitor.ts';
import { MainLayout } from './features/layout/main-layout.tsx';
import { NotFoundPage } from './features/public/not-found.tsx';
import { useRemoteManifest } from './shared/api/get-remote-manifest.ts';
import { RemoteError } from './features/remotes/remote-error.tsx';
import { RemoteRoute } from './features/remotes/remote-route.tsx';
import { markScreenShown, useAfterScreen } from './features/remotes/first-screen.ts';
import { listenForLinkIntent, remoteAt, warmRoute, warmWhenIdle } from './features/remotes/warm.ts';
import { decideAccess, readsOpened } from '@dwell/core/access';
import { SessionMonitor } from './features/session/session-monitor.tsx';
import { refreshSession, SESSION_KEY, useSession } from './features/session/use-session.ts';
import { PAGES, placeholderPage } from './pages.tsx';
import { queryClient } from './query-client.ts';
import { ROUTES } from '@dwell/core/shell-routes';

const verifying = <Spinner label="Verifying access..." />;

/**
 * Starts the code and first reads of the remote screen at `pathname`, if a remote owns it: its code at once,
 * its reads only once the session is known to open it (a locked or past-due account, or a role without the
 * page, is never sent asking the API for what it would refuse).
 */
function warmPath(pathname: string, session = queryClient.getQueryData<SessionInfo | null>(SESSION_KEY)): void {
  const resolved = remoteAt(pathname);
  if (!resolved || session === null) return;
  void warmRoute(resolved, pathname, readsOpened(resolved, session, pathname) ?? []);
}

/** Only the code of the screen at `pathname` (its data is asked for when the user goes there). */
const warmCode = async (pathname: string) => {
  const resolved = remoteAt(pathname);
  if (resolved) await warmRoute(resolved, pathname, []);
};

/** How long the page stays as it is, once its screen is shown, before the sidebar's areas warm: a user reading it. */
const SIDEBAR_WARM_AFTER_MS = 3000;

/**
 * Once the screen the user came for is shown and the page has been left as it is for a moment, the code of
 * each area in the sidebar (its first screen) loads in idle moments, one area after another: a switch then
 * only renders. Never while the page is still loading what it shows, and not when the browser asks to save
 * data.
 */
function useWarmSidebar(session: SessionInfo | undefined): void {
  const shown = useAfterScreen(true);
  const manifest = useRemoteManifest();
  useEffect(() => {
    const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true;
    if (!shown || !session || !manifest.data || saveData) return;
    const areas = new Map<string, string>();
    for (const link of navLinks(manifest.data.routes, { role: session.user.role, features: session.features })) {
      const remote = link.locked ? undefined : remoteAt(link.to)?.remote;
      if (remote && !areas.has(remote)) areas.set(remote, link.to);
    }
    return warmWhenIdle([...areas.values()], warmCode, SIDEBAR_WARM_AFTER_MS);
  }, [shown, session, manifest.data]);
}

/**
 * Routes a path: the shell's own pages first, then the remote that owns the path's prefix, guarded by what
 * that remote declares for the route (its manifest, served by the API). Remote screens sit in the layout.
 */
function Screen() {
  const path = usePath();
  const pathname = path.split('?')[0] ?? '/';
  // The session and the remote manifest arrive as store updates, which React renders at once and in one piece;
  // deferred, the page they open (layout, sidebar, the screen's box) renders as a background pass in slices,
  // and a phone's main thread is never held for the whole of it.
  const session = useDeferredValue(useSession());
  const manifest = useDeferredValue(useRemoteManifest());
  const own = matchRoute(ROUTES, pathname);
  const remote = own || !manifest.data ? null : resolveRemoteRoute(manifest.data.routes, pathname);
  const known = session.isPending ? undefined : (session.data ?? null);
  const checking = useSubscriptionMonitor(known);
  const guard = own?.route ?? remote?.route;
  const decision = guard ? decideAccess(guard, known, path) : { kind: 'allow' as const };

  // As soon as the manifest names the screen its code starts, without waiting for the session check; its data
  // starts when the check answers that this session may open it.
  useEffect(() => {
    if (manifest.data) warmPath(pathname, known);
  }, [pathname, manifest.data, known]);

  // One of the shell's own pages in the layout is shown as it renders (the header's events controls wait for
  // that); one made of remote widgets says so itself, through the first widget shown.
  const ownPageShown = own?.route.layout === true && own.route.widgets === undefined && decision.kind === 'allow';
  useEffect(() => {
    if (ownPageShown) markScreenShown();
  }, [ownPageShown]);

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
  return inLayout(
    <RemoteRoute remote={remote.remote} module={moduleOf(remote.route)} session={known} title={remote.route.title} />,
  );
}

export function App() {
  const session = useSession();
  // A link the user points at or tabs to is the likely next screen: warm it before the click.
  useEffect(() => listenForLinkIntent(warmPath), []);
  useWarmSidebar(session.data ?? undefined);
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
