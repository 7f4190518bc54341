import type { SessionInfo } from '@dwell/core/session';
import type { ReactNode } from 'react';
import { ConfirmEmailPage } from './features/auth/confirm-email-page.tsx';
import { ForgotPasswordPage } from './features/auth/forgot-page.tsx';
import { LoginPage } from './features/auth/login-page.tsx';
import { ResetPasswordPage } from './features/auth/reset-page.tsx';
import { SignupPage } from './features/auth/signup-page.tsx';
import { BillingPage } from './features/billing/billing-page.tsx';
import { CheckoutPage } from './features/billing/checkout-page.tsx';
import { DebugSubscriptionPage } from './features/billing/debug-page.tsx';
import { SubscribePage } from './features/billing/subscribe-page.tsx';
import { ActivationPage } from './features/billing/thank-you-page.tsx';
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
  subscribe: (session) => <SubscribePage session={session} />,
  checkout: (session) => (session ? <CheckoutPage session={session} /> : null),
  'checkout-success': () => <ActivationPage variant="success" />,
  'thank-you': () => <ActivationPage variant="thank-you" />,
  billing: (session) => (session ? <BillingPage session={session} /> : null),
  'debug-subscription': (session) => <DebugSubscriptionPage session={session} />,
};
