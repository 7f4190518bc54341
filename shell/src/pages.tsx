import { ComingSoon } from '@dwell/ui/components/placeholder.tsx';
import type { SessionInfo } from '@dwell/core/session';
import type { ReactNode } from 'react';
import { ConfirmEmailPage } from './features/auth/confirm-email-page.tsx';
import { ForgotPasswordPage } from './features/auth/forgot-page.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { ResetPasswordPage } from './features/auth/reset-page.tsx';
import { SignupPage } from './features/auth/signup-page.tsx';
import { CheckoutPage } from './features/billing/checkout-page.tsx';
import { LandingPage } from './features/public/landing.tsx';
import { UnderConstructionPage } from './features/public/under-construction.tsx';

/** The shell's own pages, by the page name the route table gives. */
export const PAGES: Record<string, (session: SessionInfo | null) => ReactNode> = {
  landing: () => <LandingPage />,
  contact: () => <UnderConstructionPage title="Contact" />,
  login: () => <LoginPage />,
  signup: () => <SignupPage />,
  'forgot-password': () => <ForgotPasswordPage />,
  'reset-password': () => <ResetPasswordPage />,
  'confirm-email': () => <ConfirmEmailPage />,
  subscribe: () => <ComingSoon title="Subscribe" what="The plan page is being built." />,
  checkout: (session) => (session ? <CheckoutPage session={session} /> : null),
  'checkout-success': () => <ComingSoon title="Checkout" what="Being built." />,
  'thank-you': () => <ComingSoon title="Thank you" what="Being built." />,
  billing: () => <ComingSoon title="Billing" what="Being built." />,
  'debug-subscription': () => <ComingSoon title="Subscription debug" what="Being built." />,
};
