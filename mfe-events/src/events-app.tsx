import { LoadingPage } from '@dwell/ui/components/feedback.tsx';
import { matchRoute } from '@dwell/core/route-match';
import { usePathname } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { type ComponentType, lazy, Suspense } from 'react';
import { PhonePrompt } from './phone-prompt.tsx';
import './events.css';
import { useRefreshAfterSync } from './lib/offline.ts';
import { type EventsScreen, ROUTES } from './routes.ts';

/** A screen of the area: the session, and the parameters of its path. */
export type Screen = ComponentType<ScreenProps & { params: Record<string, string> }>;

// Each screen is its own chunk: opening /events loads the list only.
const EventsList = lazy(() =>
  import('./features/event-list/components/events-page.tsx').then((m) => ({ default: m.EventsPage })),
);
const NewEvent = lazy(() =>
  import('./features/new-event/components/new-event-page.tsx').then((m) => ({ default: m.NewEventPage })),
);
const EventDetail = lazy(() =>
  import('./features/event-detail/components/event-detail-page.tsx').then((m) => ({ default: m.EventDetailPage })),
);
const Board = lazy(() =>
  import('./features/dispatcher-board/components/board-page.tsx').then((m) => ({ default: m.BoardPage })),
);
const Notifications = lazy(() =>
  import('./features/notifications/components/notifications-page.tsx').then((m) => ({ default: m.NotificationsPage })),
);
const Claims = lazy(() =>
  import('./features/claims/components/claims-page.tsx').then((m) => ({ default: m.ClaimsPage })),
);
const Customers = lazy(() =>
  import('./features/customers/components/customers-page.tsx').then((m) => ({ default: m.CustomersPage })),
);
const Policies = lazy(() =>
  import('./features/policies/components/policies-page.tsx').then((m) => ({ default: m.PoliciesPage })),
);

/** The screen of each name the routes declare (routes.ts). */
const SCREENS: Record<EventsScreen, Screen> = {
  'event-list': EventsList,
  'new-event': NewEvent,
  'event-detail': EventDetail,
  board: Board,
  claims: Claims,
  policies: Policies,
  customers: Customers,
  notifications: Notifications,
};

/** The events area: matches its paths (routes.ts) to screens. */
export function EventsApp(props: ScreenProps) {
  const pathname = usePathname();
  useRefreshAfterSync();
  const match = matchRoute(ROUTES, pathname);
  if (!match) return null;
  const Screen = SCREENS[match.route.screen];
  return (
    <>
      <Suspense fallback={<LoadingPage title={match.route.title} />}>
        <Screen {...props} title={match.route.title} params={match.params} />
      </Suspense>
      <PhonePrompt session={props.session} />
    </>
  );
}
