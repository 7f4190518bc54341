import type { SessionInfo } from '@dwell/core/session';
import { Spinner } from '@dwell/ui/components/feedback.tsx';
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense, useState } from 'react';

interface PageCode<P> {
  /** The page's component once its chunk is in. */
  loaded: ComponentType<P> | null;
  Lazy: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<ComponentType<P>>;
}

function ShellPage<P extends object>({ code, props }: { code: PageCode<P>; props: P }) {
  // A page whose code is in already renders in this very render, never behind a spinner (one loaded before
  // the app's first render: bootstrap.tsx); decided once per mount, so it never remounts.
  const [Ready] = useState(() => code.loaded);
  return Ready ? (
    <Ready {...props} />
  ) : (
    <Suspense fallback={<Spinner />}>
      <code.Lazy {...props} />
    </Suspense>
  );
}

/**
 * The shell's own pages, each in its own chunk: a signed-in user's first screen (the dashboard) never
 * downloads the landing page, the sign-in forms or their validation library.
 */
function page<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loading: Promise<ComponentType<P>> | null = null;
  const code: PageCode<P> = {
    loaded: null,
    Lazy: lazy(async () => ({ default: await code.preload() })),
    preload: () => {
      loading ??= load().then((component) => {
        code.loaded = component;
        return component;
      });
      return loading;
    },
  };
  return Object.assign((props: P) => <ShellPage code={code} props={props} />, { preload: code.preload });
}

const Landing = page(() => import('./features/public/landing.tsx').then((m) => m.LandingPage));
const UnderConstruction = page(() =>
  import('./features/public/under-construction.tsx').then((m) => m.UnderConstructionPage),
);
const Login = page(() => import('./features/auth/login-page.tsx').then((m) => m.LoginPage));
const Signup = page(() => import('./features/auth/signup-page.tsx').then((m) => m.SignupPage));
const Forgot = page(() => import('./features/auth/forgot-page.tsx').then((m) => m.ForgotPasswordPage));
const Reset = page(() => import('./features/auth/reset-page.tsx').then((m) => m.ResetPasswordPage));
const Confirm = page(() => import('./features/auth/confirm-email-page.tsx').then((m) => m.ConfirmEmailPage));
const Subscribe = page(() => import('./features/billing/subscribe-page.tsx').then((m) => m.SubscribePage));
const Checkout = page(() => import('./features/billing/checkout-page.tsx').then((m) => m.CheckoutPage));
const Activation = page(() => import('./features/billing/thank-you-page.tsx').then((m) => m.ActivationPage));
const Billing = page(() => import('./features/billing/billing-page.tsx').then((m) => m.BillingPage));
const AcceptInvite = page(() => import('./features/invite/accept-invite-page.tsx').then((m) => m.AcceptInvitePage));
const PayerClaim = page(() => import('./features/payer/claim-page.tsx').then((m) => m.PayerClaimPage));
const Dashboard = page(() => import('./features/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage));
const Debug = page(() => import('./features/billing/debug-page.tsx').then((m) => m.DebugSubscriptionPage));

/** The shell's pages by the page name the route table gives; those needing a session get it. */
export const PAGES: Record<string, (session: SessionInfo | null) => ReactNode> = {
  landing: () => <Landing />,
  contact: () => <UnderConstruction title="Contact" />,
  login: () => <Login />,
  signup: () => <Signup />,
  'forgot-password': () => <Forgot />,
  'reset-password': () => <Reset />,
  'confirm-email': () => <Confirm />,
  subscribe: (session) => <Subscribe session={session} />,
  checkout: (session) => (session ? <Checkout session={session} /> : null),
  'checkout-success': () => <Activation variant="success" />,
  'thank-you': () => <Activation variant="thank-you" />,
  billing: (session) => (session ? <Billing session={session} /> : null),
  'debug-subscription': (session) => <Debug session={session} />,
  'accept-invite': () => <AcceptInvite />,
  'payer-claim': () => <PayerClaim />,
  dashboard: (session) => (session ? <Dashboard session={session} /> : null),
  'carrier-dashboard': (session) => (session ? <Dashboard session={session} scope="mine" /> : null),
};

/**
 * The code of the shell's pages the worker may draw into the HTML (the layout's, the landing page), by page
 * name: loaded before the app's first render replaces what the page came with (bootstrap.tsx), so that is
 * never replaced by a spinner.
 */
export const DRAWN_PAGE_CODE: Record<string, () => Promise<unknown>> = {
  landing: Landing.preload,
  dashboard: Dashboard.preload,
  'carrier-dashboard': Dashboard.preload,
  billing: Billing.preload,
};

/** The placeholder a public route of a remote shows signed-out visitors (a remote screen needs a session). */
export const placeholderPage = (title: string): ReactNode => <UnderConstruction title={title} />;
