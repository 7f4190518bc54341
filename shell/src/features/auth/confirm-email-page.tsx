import { Banner, Spinner } from '@dwell/ui/components/feedback.tsx';
import { api, ApiClientError, unwrap } from '@dwell/ui/lib/api-client.ts';
import { Link, useQuery } from '@dwell/ui/lib/router.tsx';
import { useEffect, useState } from 'react';
import { refreshSession } from '../session/use-session.ts';
import { AuthShell } from './auth-shell.tsx';

/** The target of the confirmation email. */
export function ConfirmEmailPage() {
  const token = useQuery().get('token') ?? '';
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  useEffect(() => {
    if (!token) {
      setResult({ ok: false, message: 'This page needs the link from your confirmation email.' });
      return;
    }
    unwrap<{ message: string }>(api.api.auth['confirm-email'].$post({ json: { token } }))
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
          <Link to="/login">Continue to sign in</Link>
        </p>
      ) : null}
    </AuthShell>
  );
}
