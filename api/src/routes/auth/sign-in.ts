import { AUTH } from '@dwell/core/messages';
import { homeFor } from '@dwell/core/session';
import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { clientFacts } from '../../lib/client-info.ts';
import { readSessionCookie, writeSessionCookie } from '../../lib/cookies.ts';
import { ApiError } from '../../lib/errors.ts';
import { sessionConfig } from '../../lib/session-config.ts';
import { toSessionInfo } from '../../lib/session-info.ts';
import { createSession, readSession, terminateSession } from '../../lib/sessions.ts';
import { afterResponse, timerFor } from '../../lib/timer.ts';

/**
 * Starts a session for a user who just proved who they are (a password, or an invitation just accepted),
 * ending the one this browser held before: someone trying a link in another person's browser is signed out
 * of that account, never mixed into it.
 */
export async function signIn(c: Context<AppEnv>, userId: string) {
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
  const created = await createSession(db, userId, clientFacts(c), config);
  await timerFor(c.env, created.id).start({
    sessionId: created.id,
    userId,
    expiresAt: created.expiresAt,
    absoluteExpiresAt: created.absoluteExpiresAt,
    warningMs: config.warningMs,
  });
  for (const evicted of created.evicted) afterResponse(c, () => timerFor(c.env, evicted).end('force_cleanup'));
  writeSessionCookie(c, created.token, (created.absoluteExpiresAt - Date.now()) / 1000);
  const record = await readSession(db, created.token);
  if (!record) throw new ApiError(500, 'session_failed', AUTH.sessionInitFailed);
  const session = toSessionInfo(record, config);
  return { session, home: homeFor(session) };
}
