import { matchRoute } from '@dwell/core/route-match';
import { usePathname } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { lazyScreens } from '@dwell/ui/lib/lazy-screens.ts';
import { PhonePrompt } from './phone-prompt.tsx';
import './events.css';
import { useRefreshAfterSync } from './lib/offline.ts';
import { type EventsScreen, ROUTES } from './routes.ts';

/** What a screen of the area is given: the session, and the parameters of its path. */
type ScreenOf = ScreenProps & { params: Record<string, string> };

/** The screen of each name the routes declare (routes.ts), each in its own chunk: opening /events loads the list
 * only. `warm` is exported with the area (app.tsx) for the shell. */
export const {
  screens: SCREENS,
  warm,
  ready,
} = lazyScreens<EventsScreen, ScreenOf>(ROUTES, {
  'event-list': () => import('./features/event-list/components/events-page.tsx').then((m) => m.EventsPage),
  'new-event': () => import('./features/new-event/components/new-event-page.tsx').then((m) => m.NewEventPage),
  'event-detail': () =>
    import('./features/event-detail/components/event-detail-page.tsx').then((m) => m.EventDetailPage),
  board: () => import('./features/dispatcher-board/components/board-page.tsx').then((m) => m.BoardPage),
  claims: () => import('./features/claims/components/claims-page.tsx').then((m) => m.ClaimsPage),
  policies: () => import('./features/policies/components/policies-page.tsx').then((m) => m.PoliciesPage),
  customers: () => import('./features/customers/components/customers-page.tsx').then((m) => m.CustomersPage),
  notifications: () =>
    import('./features/notifications/components/notifications-page.tsx').then((m) => m.NotificationsPage),
});

/** The events area: matches its paths (routes.ts) to screens. */
export function EventsApp(props: ScreenProps) {
  const pathname = usePathname();
  useRefreshAfterSync();
  const match = matchRoute(ROUTES, pathname);
  if (!match) return null;
  const Screen = SCREENS[match.route.screen];
  return (
    <>
      <Screen {...props} title={match.route.title} params={match.params} />
      <PhonePrompt session={props.session} />
    </>
  );
}
