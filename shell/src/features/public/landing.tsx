import { AUTH } from '@dwell/core/messages';
import { Spinner } from '@dwell/ui/components/feedback.tsx';
import { Link, navigate } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { homeFor } from '@dwell/core/session';
import { useSession } from '../session/use-session.ts';

// The quick sign-in and its schema load when asked for, not with the landing page everyone opens first.
const SignInModal = lazy(() => import('../auth/sign-in-modal.tsx').then((m) => ({ default: m.SignInModal })));

const FEATURES = [
  [
    'Real-time tracking',
    'Log every arrival and departure with timestamps the moment they happen, from the cab or the office.',
  ],
  [
    'Analytics dashboard',
    'See where your drivers wait, which facilities cost you most, and which customers actually pay.',
  ],
  ['Cost recovery', 'Dwell calculates billable detention beyond the free time and builds the claim with its evidence.'],
] as const;

/** docs/product.md#landing-page: the public front page; a signed-in visitor goes straight to their home (docs/product.md#home-routes). */
export function LandingPage() {
  const session = useSession();
  const [signingIn, setSigningIn] = useState(false);

  useEffect(() => {
    if (session.data) navigate(homeFor(session.data), { replace: true });
    if (session.error) toast('error', AUTH.networkErrorTitle, AUTH.networkError);
  }, [session.data, session.error]);

  if (session.isPending || session.data) return <Spinner label="Checking your session…" />;
  return (
    <>
      <LandingContent onSignIn={() => setSigningIn(true)} />
      {signingIn ? (
        <Suspense fallback={<Spinner />}>
          <SignInModal onClose={() => setSigningIn(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The landing page as a signed-out visitor sees it: the worker puts this markup in the page of such a visitor
 * (landing.generated.html, kept equal to it by landing.test.ts), so it paints before any script has run.
 */
export function LandingContent({ onSignIn }: { onSignIn: () => void }) {
  return (
    <div className="landing">
      <header className="landing-header row-between">
        <span className="auth-brand">Dwell</span>
        <nav className="row" aria-label="Account">
          <Link to="/login">Sign In</Link>
          {/* Before the app has taken the page over (the worker's copy of it), the button opens the sign-in page. */}
          <form action="/login" className="row">
            <button
              type="submit"
              className="btn"
              onClick={(event) => {
                event.preventDefault();
                onSignIn();
              }}
            >
              Sign In
            </button>
          </form>
          <Link to="/signup?trial=1" className="btn btn-primary">
            Start Free Trial
          </Link>
        </nav>
      </header>
      <main className="landing-main">
        <section className="landing-hero">
          <h1>Track &amp; Recover Detention Costs</h1>
          <p className="muted">
            Drivers wait at almost every stop and fewer than half of detention invoices get paid. Dwell records the
            wait, works out what is billable, keeps the proof and chases the claim. Professional plan, $29 per month,
            cancel anytime.
          </p>
          <div className="row">
            <Link to="/signup?trial=1" className="btn btn-primary">
              Start Free Trial
            </Link>
            <Link to="/subscribe" className="btn">
              See the plan
            </Link>
          </div>
        </section>
        <section className="grid" aria-label="Features">
          {FEATURES.map(([title, text]) => (
            <article key={title} className="card">
              <h2>{title}</h2>
              <p className="muted">{text}</p>
            </article>
          ))}
        </section>
      </main>
    </div>
  );
}
