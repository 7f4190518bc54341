import type { SessionInfo } from '@dwell/core/session';
import { Link } from '@dwell/ui/lib/router.tsx';
import { useEffect, useRef, useState } from 'react';
import { signOutToFrontPage } from '../auth/account-bar.tsx';

/** The user menu of docs/product.md#main-layout: Your Profile, Settings, Sign out (to / on success). */
export function UserMenu({ session }: { session: SessionInfo }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !ref.current?.contains(event.target as Node))
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const signOut = () => {
    setOpen(false);
    void signOutToFrontPage();
  };

  return (
    <div className="menu" ref={ref}>
      <button
        type="button"
        className="btn btn-ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((o) => !o)}
      >
        {session.user.fullName || session.user.email} ▾
      </button>
      {open ? (
        <div className="menu-list" role="menu">
          <Link role="menuitem" to="/profile" onClick={() => setOpen(false)}>
            Your Profile
          </Link>
          <Link role="menuitem" to="/settings" onClick={() => setOpen(false)}>
            Settings
          </Link>
          <button type="button" role="menuitem" onClick={signOut}>
            Sign out
          </button>
        </div>
      ) : null}
    </div>
  );
}
