import { AUTH } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { login } from './api/login.ts';

export type SignInResult =
  | { ok: true; session: SessionInfo; home: string }
  | { ok: false; code: string; message: string };

/** Signs in and turns every failure into the text of docs/product.md#messages (Authentication). */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  try {
    const body = await login(email, password);
    if (!body.session) return { ok: false, code: 'no_session', message: AUTH.noSessionAfterLogin };
    return { ok: true, session: body.session, home: body.home };
  } catch (error) {
    if (error instanceof ApiClientError && error.status > 0 && error.status < 500) {
      return { ok: false, code: error.code, message: error.message };
    }
    return { ok: false, code: 'unexpected', message: AUTH.unexpected };
  }
}
