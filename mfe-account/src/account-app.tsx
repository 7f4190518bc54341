import type { SessionInfo } from '@dwell/core/session';
import { LoadingPage } from '@dwell/ui/components/feedback.tsx';
import { matchRoute } from '@dwell/core/route-match';
import { usePathname } from '@dwell/ui/lib/router.tsx';
import type { ScreenProps } from '@dwell/ui/lib/screen.ts';
import { type ComponentType, lazy, Suspense } from 'react';
import './account.css';
import { type AccountScreen, ROUTES } from './routes.ts';

type Screen = ComponentType<{ session: SessionInfo; params: Record<string, string>; title?: string | undefined }>;

/** Each screen in its own chunk: opening /settings never downloads the admin, help or form code. */
function screen(load: () => Promise<Screen>): Screen {
  return lazy(async () => ({ default: await load() }));
}

const Profile = screen(() => import('./features/profile/components/profile-page.tsx').then((m) => m.ProfilePage));
const Checklist = screen(() =>
  import('./features/onboarding/components/setup-checklist-page.tsx').then((m) => m.SetupChecklistPage),
);
const Help = screen(() => import('./features/help/components/help-page.tsx').then((m) => m.HelpPage));
const Settings = screen(() => import('./features/settings/components/settings-page.tsx').then((m) => m.SettingsPage));
const Notifications = screen(() =>
  import('./features/settings/components/notifications-page.tsx').then((m) => m.NotificationsPage),
);
const ChangePassword = screen(() =>
  import('./features/settings/components/change-password-page.tsx').then((m) => m.ChangePasswordPage),
);
const Security = screen(() => import('./features/settings/components/security-page.tsx').then((m) => m.SecurityPage));
const Company = screen(() => import('./features/company/components/company-page.tsx').then((m) => m.CompanyPage));
const ApiKeys = screen(() => import('./features/api-keys/components/api-keys-page.tsx').then((m) => m.ApiKeysPage));
const Integrations = screen(() =>
  import('./features/integrations/components/integrations-page.tsx').then((m) => m.IntegrationsPage),
);
const Webhooks = screen(() => import('./features/webhooks/components/webhooks-page.tsx').then((m) => m.WebhooksPage));
const AdminUsers = screen(() =>
  import('./features/admin/components/admin-users-page.tsx').then((m) => m.AdminUsersPage),
);
const RemoteVersions = screen(() =>
  import('./features/admin/components/remote-versions-page.tsx').then((m) => m.RemoteVersionsPage),
);
const AdminUser = screen(() => import('./features/admin/components/admin-user-page.tsx').then((m) => m.AdminUserPage));

/** The screen of each name the routes declare (routes.ts). */
const SCREENS: Record<AccountScreen, Screen> = {
  profile: Profile,
  'setup-checklist': Checklist,
  help: Help,
  settings: Settings,
  'notification-settings': Notifications,
  'api-keys': ApiKeys,
  integrations: Integrations,
  webhooks: Webhooks,
  'change-password': ChangePassword,
  security: Security,
  company: Company,
  'admin-users': AdminUsers,
  'admin-user': AdminUser,
  'remote-versions': RemoteVersions,
};

/** The account area: matches its paths (routes.ts) to screens. */
export function AccountApp({ session }: ScreenProps) {
  const pathname = usePathname();
  const match = matchRoute(ROUTES, pathname);
  if (!match) return null;
  const Screen = SCREENS[match.route.screen];
  return (
    <Suspense fallback={<LoadingPage title={match.route.title} />}>
      <Screen session={session} title={match.route.title} params={match.params} />
    </Suspense>
  );
}
