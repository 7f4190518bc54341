import type { ReactNode } from 'react';
import { Link } from '@dwell/ui/lib/router.tsx';

/** The centred card the sign-in, signup and password pages share. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <div className="auth-page">
      <Link to="/" className="auth-brand">
        Dwell
      </Link>
      <main className="card auth-card">
        <h1>{title}</h1>
        {subtitle ? <p className="muted">{subtitle}</p> : null}
        {children}
      </main>
    </div>
  );
}
