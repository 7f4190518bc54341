import { CHECKOUT } from '@dwell/core/messages';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { navigate } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { createCheckout } from './api/create-checkout.ts';

/**
 * Asks the API for a hosted checkout and sends the browser there (docs/product.md#detention-events Checkout), with the docs/product.md#messages
 * Checkout messages for each way it can fail.
 */
export async function startCheckout(trial: boolean): Promise<void> {
  try {
    const body = await createCheckout(trial);
    if (!body.url) {
      toast('error', CHECKOUT.errorTitle, CHECKOUT.noUrl);
      return;
    }
    location.assign(body.url);
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 401) {
      const expired = error.code === 'session_expired' || error.code === 'session_invalid';
      toast('warning', CHECKOUT.errorTitle, expired ? CHECKOUT.noSession : CHECKOUT.signInFirst);
      navigate('/login?return=%2Fcheckout');
      return;
    }
    toast('error', CHECKOUT.errorTitle, error instanceof ApiClientError ? error.message : CHECKOUT.fallback);
  }
}
