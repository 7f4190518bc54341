import { DATA } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { Banner, Skeleton } from '@dwell/ui/components/feedback.tsx';
import { Link } from '@dwell/ui/lib/router.tsx';
import { announceSessionChange } from '@dwell/ui/lib/session-events.ts';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type Onboarding, ONBOARDING_KEY } from '../api/get-onboarding.ts';
import { resendConfirmation } from '../api/resend-confirmation.ts';
import { resetOnboarding } from '../api/reset-onboarding.ts';
import { useOnboarding } from '../api/use-onboarding.ts';

interface Step {
  key: keyof Omit<Onboarding['checklist'], 'percent'>;
  title: string;
  todo: string;
  href: string;
  action: string;
}

/** The four steps of docs/product.md#onboarding, each with the route where it gets done. */
const STEPS: readonly Step[] = [
  {
    key: 'emailConfirmed',
    title: 'Email Confirmed',
    todo: 'Open the link we emailed you when you signed up.',
    href: '',
    action: 'Resend email',
  },
  {
    key: 'subscriptionActive',
    title: 'Subscription Active',
    todo: 'Subscribe to the Professional plan.',
    href: '/billing',
    action: 'Go to billing',
  },
  {
    key: 'profileCompleted',
    title: 'Profile Completed',
    todo: 'Add your name, phone number, company name and fleet size.',
    href: '/profile',
    action: 'Complete profile',
  },
  {
    key: 'firstEventCreated',
    title: 'First Event Created',
    todo: 'Log a stop where a driver waited.',
    href: '/events/new',
    action: 'Create event',
  },
];

/** /setup-checklist (docs/product.md#onboarding) on live state. */
export function SetupChecklistPage({ session }: { session: SessionInfo }) {
  const query = useOnboarding();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      toast('success', (await resendConfirmation(session.user.email)).message);
    } catch (error) {
      toast('error', error instanceof Error ? error.message : 'The email could not be sent.');
    } finally {
      setBusy(false);
    }
  };
  const reset = async () => {
    setBusy(true);
    try {
      toast('success', (await resetOnboarding()).message);
      // The session says whether the dashboard has onboarding to show.
      announceSessionChange();
      await queryClient.invalidateQueries({ queryKey: ONBOARDING_KEY });
    } catch {
      toast('error', DATA.onboardingResetFailed);
    } finally {
      setBusy(false);
    }
  };

  if (query.isPending)
    return (
      <div className="page">
        <Skeleton rows={5} />
      </div>
    );
  if (query.error)
    return (
      <div className="page">
        <Banner tone="error">{query.error.message}</Banner>
      </div>
    );
  const { checklist } = query.data;
  return (
    <div className="page stack-lg account-narrow">
      <header className="page-header">
        <div>
          <h1>Setup Checklist</h1>
          <p className="muted">Four steps to get your fleet tracking detention.</p>
        </div>
      </header>
      <section className="card stack" aria-label="Setup progress">
        <div className="row-between">
          <strong>Progress</strong>
          <span data-testid="setup-percent">{checklist.percent}%</span>
        </div>
        <div
          className="progress"
          role="progressbar"
          aria-label="Setup progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={checklist.percent}
        >
          <span style={{ width: `${checklist.percent}%` }} />
        </div>
        <ol className="step-list">
          {STEPS.map((step) => {
            const done = checklist[step.key];
            return (
              <li key={step.key} className="step" data-done={done}>
                <div>
                  <strong>{step.title}</strong>
                  {done ? null : <p className="small muted">{step.todo}</p>}
                </div>
                {done ? (
                  <span className="badge badge-success">Done</span>
                ) : step.href ? (
                  <Link to={step.href} className="btn btn-sm">
                    {step.action}
                  </Link>
                ) : (
                  <button type="button" className="btn btn-sm" onClick={resend} disabled={busy}>
                    {step.action}
                  </button>
                )}
              </li>
            );
          })}
        </ol>
      </section>
      {checklist.percent === 100 ? (
        <Banner tone="success" title="Setup Complete">
          <p>Your account is ready. Every stop your drivers log now counts.</p>
          <Link to="/dashboard" className="btn btn-primary btn-sm">
            Go to Dashboard
          </Link>
        </Banner>
      ) : (
        <Banner tone="info" title="Almost there!">
          Finish the remaining steps to get the most out of Dwell.
        </Banner>
      )}
      <div>
        <button type="button" className="btn btn-ghost btn-sm" onClick={reset} disabled={busy}>
          Reset onboarding progress
        </button>
      </div>
    </div>
  );
}
