import type { SessionInfo } from '@dwell/core/session';
import { MenuButton } from '@dwell/ui/components/menu-button.tsx';
import { signOutToFrontPage } from '../auth/account-bar.tsx';

/** The user menu of docs/product.md#main-layout: Your Profile, Settings, Sign out (to / on success). */
export function UserMenu({ session }: { session: SessionInfo }) {
  return (
    <MenuButton
      label={`${session.user.fullName || session.user.email} ▾`}
      buttonClassName="btn btn-ghost"
      items={[
        { label: 'Your Profile', to: '/profile' },
        { label: 'Settings', to: '/settings' },
        { label: 'Sign out', onSelect: () => void signOutToFrontPage() },
      ]}
    />
  );
}
