import { AUTH } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { Link, navigate } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { signOut as endSession } from '../../shared/api/sign-out.ts';
import { forgetSession } from '../session/use-session.ts';

/** Who is signed in, and a way out, on the pages outside the main layout (checkout, plan, thank-you). */
export function AccountBar({ session }: { session: SessionInfo }) {
  const signOut = async () => {
    try {
      await endSession();
      forgetSession();
      toast('success', AUTH.loggedOut);
      navigate('/');
    } catch {
      toast('error', AUTH.signOutFailedTitle, AUTH.signOutFailed);
    }
  };
  return (
    <header className="landing-header row-between">
      <Link to="/" className="auth-brand">
        Dwell
      </Link>
      <div className="row">
        <span className="small muted">Signed in as {session.user.email}</span>
        <button type="button" className="btn btn-sm" onClick={signOut}>
          Sign out
        </button>
      </div>
    </header>
  );
}
