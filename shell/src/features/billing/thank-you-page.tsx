import { CHECKOUT } from '@dwell/core/messages';
import { Spinner } from '@dwell/ui/components/feedback.tsx';
import { navigate, useQuery } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useEffect, useRef } from 'react';
import { refreshSession } from '../session/use-session.ts';
import { waitForActivation } from './activation.ts';

/**
 * SPEC §2.6 /thank-you and /checkout/success: wait for the subscription to become active after payment,
 * then go to the dashboard; on failure a persistent error and back to /subscribe.
 */
export function ActivationPage({ variant }: { variant: 'thank-you' | 'success' }) {
  const sessionId = useQuery().get('session_id');
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!sessionId) {
      if (variant === 'success') toast('error', CHECKOUT.errorTitle, CHECKOUT.noSessionId, 0);
      navigate('/subscribe', { replace: true });
      return;
    }
    waitForActivation(sessionId)
      .then(async (active) => {
        if (!active) throw new Error(CHECKOUT.notActive);
        await refreshSession();
        toast('success', variant === 'success' ? CHECKOUT.paymentSuccessful : CHECKOUT.activated);
        navigate('/dashboard', { replace: true });
      })
      .catch(() => {
        toast('error', CHECKOUT.errorTitle, CHECKOUT.activationFailed, 0);
        navigate('/subscribe', { replace: true });
      });
  }, [sessionId, variant]);
  return (
    <div className="waiting">
      <Spinner label="Activating your subscription…" />
    </div>
  );
}
