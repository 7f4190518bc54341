import { AUTH } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { navigate } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useEffect } from 'react';

/** docs/product.md#access-guard: the admin screen checks the admin role itself; anyone else is told and sent to /dashboard. */
export function useAdminOnly(session: SessionInfo): boolean {
  const allowed = session.user.role === 'admin';
  useEffect(() => {
    if (allowed) return;
    toast('error', AUTH.noPermissionPage);
    navigate('/dashboard', { replace: true });
  }, [allowed]);
  return allowed;
}
