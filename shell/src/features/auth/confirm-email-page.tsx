import { Banner, Spinner } from '@dwell/ui/components/feedback.tsx';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { Link, useQuery } from '@dwell/ui/lib/router.tsx';
import { useEffect, useState } from 'react';
import { refreshSession } from '../session/use-session.ts';
import { confirmEmail } from './api/confirm-email.ts';
import { AuthShell } from './auth-shell.tsx';

/**
 * The target of the confirmation email. A new owner confirms here, then signs in and goes on to checkout
 * (a trial checkout when the signup started from 'Start Free Trial'; the link says so).
 */
export function ConfirmEmailPage() {
  const query = useQuery();
  const token = query.get('token') ?? '';
  const next = query.get('trial') === '1' ? '/checkout?trial=1' : '/checkout';
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    if (!token) {
      setResult({ ok: false, message: 'This page needs the link from your confirmation email.' });
      return;
    }
    confirmEmail(token)
      .then((body) => {
        setResult({ ok: true, message: body.message });
        return refreshSession();
      })
      .catch((error: unknown) =>
        setResult({
          ok: false,
          message: error instanceof ApiClientError ? error.message : 'Something went wrong. Please try again.',
        }),
      );
  }, [token]);
  return (
    <AuthShell title="Confirm your email">
      {result ? (
        <Banner tone={result.ok ? 'success' : 'error'}>{result.message}</Banner>
      ) : (
        <Spinner label="Confirming…" />
      )}
      {result ? (
        <p>
          <Link to={result.ok ? `/login?return=${encodeURIComponent(next)}` : '/login'}>Continue to sign in</Link>
        </p>
      ) : null}
    </AuthShell>
  );
}
