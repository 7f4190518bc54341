import { ComingSoon } from '@dwell/ui/components/placeholder.tsx';
import { Toaster } from '@dwell/ui/components/toaster.tsx';
import { matchRoute, usePathname } from '@dwell/ui/lib/router.tsx';
import type { ReactNode } from 'react';
import { MainLayout } from './features/layout/main-layout.tsx';
import { NotFoundPage } from './features/public/not-found.tsx';
import { UnderConstructionPage } from './features/public/under-construction.tsx';
import { RemoteRoute } from './features/remotes/remote-route.tsx';
import { ROUTES } from './routes.tsx';

const PAGES: Record<string, () => ReactNode> = {
  contact: () => <UnderConstructionPage title="Contact" />,
  security: () => <UnderConstructionPage title="Security" />,
};

function Screen() {
  const pathname = usePathname();
  const match = matchRoute(ROUTES, pathname);
  if (!match) return <NotFoundPage />;
  const { route } = match;
  const body = route.remote ? (
    <RemoteRoute remote={route.remote} session={null} />
  ) : (
    (PAGES[route.page ?? '']?.() ?? <ComingSoon title="Dwell" what="This page is being built." />)
  );
  return route.layout ? <MainLayout>{body}</MainLayout> : body;
}

export function App() {
  return (
    <>
      <Screen />
      <Toaster />
    </>
  );
}
