import { SUBSCRIPTION_RECHECK_MS } from '@dwell/core/constants';
import { CHECKOUT } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { refreshSession, SESSION_KEY } from '../session/use-session.ts';

/**
 * docs/product.md#subscription-monitor: re-checks the subscription every 5 minutes while signed in and says once when it needs
 * attention (the route guard then sends the user to /billing or /subscribe). Returns whether a check runs.
 */
export function useSubscriptionMonitor(session: SessionInfo | null | undefined): boolean {
  const warned = useRef(false);
  const checking = useIsFetching({ queryKey: SESSION_KEY }) > 0;
  const signedIn = Boolean(session);
  const group = session?.subscription.group;

  useEffect(() => {
    if (!signedIn) return;
    const timer = setInterval(() => void refreshSession(), SUBSCRIPTION_RECHECK_MS);
    return () => clearInterval(timer);
  }, [signedIn]);

  useEffect(() => {
    if (group === 'issue' && !warned.current) {
      warned.current = true;
      toast('error', 'Subscription Issue', CHECKOUT.issue.replace('Subscription Issue: ', ''), 0);
    }
    if (group === 'active') warned.current = false;
  }, [group]);

  return checking && signedIn;
}
