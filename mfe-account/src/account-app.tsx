import type { SessionInfo } from '@dwell/core/session';
import { matchRoute } from '@dwell/core/route-match';
import { usePathname } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { lazyScreens } from '@dwell/ui/lib/lazy-screens.ts';
import './account.css';
import { type AccountScreen, ROUTES } from './routes.ts';

/** What every screen of the area is given. */
type ScreenOf = { session: SessionInfo; params: Record<string, string>; title?: string | undefined };

/** The screen of each name the routes declare (routes.ts), each in its own chunk: opening /settings never
 * downloads the admin, help or form code. `warm` is exported with the area (app.tsx) for the shell. */
export const {
  screens: SCREENS,
  warm,
  ready,
} = lazyScreens<AccountScreen, ScreenOf>(ROUTES, {
  profile: () => import('./features/profile/components/profile-page.tsx').then((m) => m.ProfilePage),
  'setup-checklist': () =>
    import('./features/onboarding/components/setup-checklist-page.tsx').then((m) => m.SetupChecklistPage),
  help: () => import('./features/help/components/help-page.tsx').then((m) => m.HelpPage),
  settings: () => import('./features/settings/components/settings-page.tsx').then((m) => m.SettingsPage),
  'notification-settings': () =>
    import('./features/settings/components/notifications-page.tsx').then((m) => m.NotificationsPage),
  'api-keys': () => import('./features/api-keys/components/api-keys-page.tsx').then((m) => m.ApiKeysPage),
  integrations: () =>
    import('./features/integrations/components/integrations-page.tsx').then((m) => m.IntegrationsPage),
  webhooks: () => import('./features/webhooks/components/webhooks-page.tsx').then((m) => m.WebhooksPage),
  'change-password': () =>
    import('./features/settings/components/change-password-page.tsx').then((m) => m.ChangePasswordPage),
  security: () => import('./features/settings/components/security-page.tsx').then((m) => m.SecurityPage),
  company: () => import('./features/company/components/company-page.tsx').then((m) => m.CompanyPage),
  'admin-users': () => import('./features/admin/components/admin-users-page.tsx').then((m) => m.AdminUsersPage),
  'admin-user': () => import('./features/admin/components/admin-user-page.tsx').then((m) => m.AdminUserPage),
  'remote-versions': () =>
    import('./features/admin/components/remote-versions-page.tsx').then((m) => m.RemoteVersionsPage),
});

/** The account area: matches its paths (routes.ts) to screens. */
export function AccountApp({ session }: ScreenProps) {
  const pathname = usePathname();
  const match = matchRoute(ROUTES, pathname);
  if (!match) return null;
  const Screen = SCREENS[match.route.screen];
  return <Screen session={session} title={match.route.title} params={match.params} />;
}
