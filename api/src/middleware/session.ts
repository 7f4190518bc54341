import { AUTH, TERMINATION_MESSAGES, type TerminationReason } from '@dwell/core/messages';
import type { Context } from 'hono';
import type { AppEnv } from '../env.ts';
import { clearSessionCookie, readSessionCookie } from '../lib/cookies.ts';
import { dbFor } from '../lib/db.ts';
import { ApiError } from '../lib/errors.ts';
import { sessionConfig } from '../lib/session-config.ts';
import {
  readSession,
  type SessionRecord,
  terminateSession,
  terminateUserSessions,
  touchSession,
} from '../lib/sessions.ts';
import { afterResponse, timerFor } from '../lib/timer.ts';

function refuse(code: string, reason: TerminationReason | null, message: string): ApiError {
  return new ApiError(401, code, message, reason ? { reason } : undefined);
}

/**
 * The session of a valid session cookie, or a 401. Expiry is checked here on every request, so an expired
 * session is refused even if its timer never fired and its tab never heard. Any request other than a read
 * counts as activity and moves the idle deadline. Routes call it through their guard (guard.ts).
 */
export async function authenticate(c: Context<AppEnv>): Promise<SessionRecord> {
  const token = readSessionCookie(c);
  if (!token) throw refuse('unauthenticated', null, AUTH.signInToContinue);
  // The primary, never a replica: a session ended elsewhere (sign-out, password change) ends here at once.
  const db = dbFor(c.env);
  const record = await readSession(db, token);
  if (!record) {
    clearSessionCookie(c);
    throw refuse('session_invalid', 'verification_failed', TERMINATION_MESSAGES.verification_failed);
  }
  const now = Date.now();
  let ended: TerminationReason | null = record.isActive
    ? null
    : ((record.terminationReason as TerminationReason) ?? 'user_logout');
  if (!ended && record.disabled) {
    await terminateUserSessions(db, record.userId, 'force_cleanup');
    ended = 'force_cleanup';
  } else if (!ended && (now >= record.absoluteExpiresAt || now >= record.expiresAt)) {
    ended = now >= record.absoluteExpiresAt ? 'absolute_timeout' : 'idle_timeout';
    await terminateSession(db, record.sessionId, ended, now);
    const reason = ended;
    afterResponse(c, () => timerFor(c.env, record.sessionId).end(reason));
  }
  if (ended) {
    clearSessionCookie(c);
    throw refuse('session_expired', ended, TERMINATION_MESSAGES[ended] ?? AUTH.sessionTerminated);
  }
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
    const moved = await touchSession(db, record, sessionConfig(c.env), now);
    if (moved !== null) {
      record.expiresAt = moved;
      record.lastActivity = now;
      afterResponse(c, () => timerFor(c.env, record.sessionId).sync(moved));
    }
  }
  return record;
}
