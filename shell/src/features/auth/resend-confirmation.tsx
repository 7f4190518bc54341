import { useState } from 'react';
import { resendConfirmation } from './api/resend-confirmation.ts';

/** Sends the confirmation link again to an address that has not confirmed it yet. */
export function ResendConfirmation({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const [message, setMessage] = useState('');
  const resend = async () => {
    setState('sending');
    try {
      const body = await resendConfirmation(email);
      setMessage(body.message);
      setState('sent');
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error));
      setState('failed');
    }
  };
  if (state === 'sent' || state === 'failed') return <p role="status">{message}</p>;
  return (
    <button type="button" className="btn btn-sm" onClick={resend} disabled={state === 'sending'}>
      Send the confirmation email again
    </button>
  );
}
