import { AUTH } from '@dwell/core/messages';
import { homeFor } from '@dwell/core/session';
import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { clientIp, deviceFingerprint, userAgent } from '../../lib/client-info.ts';
import { readSessionCookie, writeSessionCookie } from '../../lib/cookies.ts';
import { ApiError } from '../../lib/errors.ts';
import { sessionConfig } from '../../lib/session-config.ts';
import { toSessionInfo } from '../../lib/session-info.ts';
import { createSession, readSession, terminateSession } from '../../lib/sessions.ts';
import { afterResponse, timerFor } from '../../lib/timer.ts';

/**
 * Starts a session for someone who just accepted an invitation, ending the session this browser held
 * before (an admin trying the link in their own browser is signed out of their account, not mixed into it).
 * Mirrors the sign-in of the auth routes.
 */
export async function signInInvited(c: Context<AppEnv>, userId: string) {
  const db = c.get('db');
  const config = sessionConfig(c.env);
  const previous = readSessionCookie(c);
  if (previous) {
    const old = await readSession(db, previous);
    if (old?.isActive) {
      await terminateSession(db, old.sessionId, 'user_logout');
      afterResponse(c, () => timerFor(c.env, old.sessionId).end('user_logout'));
    }
  }
  const client = { ip: clientIp(c), userAgent: userAgent(c), fingerprint: deviceFingerprint(c) };
  const created = await createSession(db, userId, client, config);
  await timerFor(c.env, created.id).start({
    sessionId: created.id,
    userId,
    expiresAt: created.expiresAt,
    absoluteExpiresAt: created.absoluteExpiresAt,
    warningMs: config.warningMs,
  });
  writeSessionCookie(c, created.token, (created.absoluteExpiresAt - Date.now()) / 1000);
  const record = await readSession(db, created.token);
  if (!record) throw new ApiError(500, 'session_failed', AUTH.sessionInitFailed);
  const session = toSessionInfo(record, config);
  return { session, home: homeFor(session) };
}
