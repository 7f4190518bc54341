import { Spinner } from '@dwell/ui/components/feedback.tsx';
import { matchRoute, usePathname } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { type ComponentType, lazy, Suspense } from 'react';
import './events.css';
import { useRefreshAfterSync } from './lib/offline.ts';

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

/** Paths of this area; the shell sends /events, /events/*, /tracking/:id, /dispatcher and /notifications here. */
const ROUTES: readonly { path: string; Screen: Screen }[] = [
  { path: '/events', Screen: EventsList },
  { path: '/events/new', Screen: NewEvent },
  { path: '/events/policies', Screen: Policies },
  { path: '/events/claims', Screen: Claims },
  { path: '/events/customers', Screen: Customers },
  { path: '/events/:id', Screen: EventDetail },
  { path: '/tracking/:id', Screen: EventDetail },
  { path: '/dispatcher', Screen: Board },
  { path: '/notifications', Screen: Notifications },
];

/** The events area: routes its paths to screens. */
export function EventsApp(props: ScreenProps) {
  const pathname = usePathname();
  useRefreshAfterSync();
  const match = matchRoute(ROUTES, pathname);
  if (!match) return null;
  const { Screen } = match.route;
  return (
    <Suspense fallback={<Spinner label="Loading this screen…" />}>
      <Screen {...props} params={match.params} />
    </Suspense>
  );
}
