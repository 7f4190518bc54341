import { PLAN } from '@dwell/core/constants';
import { CHECKOUT } from '@dwell/core/messages';
import { Spinner } from '@dwell/ui/components/feedback.tsx';
import { navigate, useQuery } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useEffect, useRef, useState } from 'react';
import { AuthShell } from '../auth/auth-shell.tsx';
import { refreshSession } from '../session/use-session.ts';
import { waitForActivation } from './activation.ts';

/** After this long the page says it is still waiting (the webhook retries of docs/product.md#subscription-monitor take up to 2 minutes). */
const SLOW_AFTER_MS = 10_000;

/**
 * docs/product.md#post-payment-pages /thank-you and /checkout/success: wait for the subscription to become active after payment,
 * then go to the dashboard; on failure a persistent error and back to /subscribe. The wait is a page of its
 * own (thanks, what is happening, that it may take a moment), not a bare spinner.
 */
export function ActivationPage({ variant }: { variant: 'thank-you' | 'success' }) {
  const sessionId = useQuery().get('session_id');
  const started = useRef(false);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
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
    <AuthShell
      title={variant === 'success' ? 'Payment received' : 'Thank you for subscribing!'}
      subtitle={`Dwell ${PLAN.name} · ${PLAN.priceLabel}`}
    >
      <div className="stack">
        <Spinner label="Activating your subscription…" />
        <p>
          Checkout is complete. Dwell is waiting for the payment provider to confirm your subscription; this usually
          takes a few seconds, then your dashboard opens.
        </p>
        {slow ? (
          <p className="small muted" role="status">
            Still waiting for the confirmation. Keep this page open: it carries on by itself.
          </p>
        ) : null}
      </div>
    </AuthShell>
  );
}
