import { AUTH } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { Link, navigate } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { signOut } from '../../shared/api/sign-out.ts';
import { forgetSession } from '../session/use-session.ts';

/**
 * Sign out from the account bar or the user menu (docs/product.md#main-layout): 'Successfully logged out' and
 * the front page on success; on failure the product's message, still signed in.
 */
export async function signOutToFrontPage(): Promise<void> {
  try {
    await signOut();
    forgetSession();
    toast('success', AUTH.loggedOut);
    navigate('/');
  } catch {
    toast('error', AUTH.signOutFailedTitle, AUTH.signOutFailed);
  }
}

/** Who is signed in, and a way out, on the pages outside the main layout (checkout, plan, thank-you). */
export function AccountBar({ session }: { session: SessionInfo }) {
  return (
    <header className="landing-header row-between">
      <Link to="/" className="auth-brand">
        Dwell
      </Link>
      <div className="row">
        <span className="small muted">Signed in as {session.user.email}</span>
        <button type="button" className="btn btn-sm" onClick={signOutToFrontPage}>
          Sign out
        </button>
      </div>
    </header>
  );
}
