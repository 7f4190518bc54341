import { AUTH, TERMINATION_MESSAGES, type TerminationReason } from '@dwell/core/messages';
import type { SessionInfo } from '@dwell/core/session';
import { NOTIFICATION_MS, SESSION } from '@dwell/core/constants';
import { ApiClientError } from '@dwell/ui/lib/api-client.ts';
import { navigate } from '@dwell/ui/lib/router.tsx';
import { toast } from '@dwell/ui/lib/toast.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { extendSession } from './api/extend-session.ts';
import { getSession } from './api/get-session.ts';
import { recordActivity } from './api/record-activity.ts';
import { signOut } from '../../shared/api/sign-out.ts';
import { ExpiryModal } from './expiry-modal.tsx';
import { forgetSession } from './use-session.ts';

type TimerMessage =
  | { type: 'deadline'; expiresAt: number; serverNow: number }
  | { type: 'warning'; expiresAt: number; serverNow: number }
  | { type: 'terminated'; reason: TerminationReason; message: string };

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'scroll', 'touchstart', 'click', 'focus', 'blur', 'visibilitychange'];

/**
 * Sends the user to sign in again, saying why and remembering where they were (docs/product.md#session-timers). A sign-out on
 * purpose (user_logout, in this tab or another) is no expiry: it only says 'Successfully logged out', and
 * the route guard leaves any page that needs a session.
 */
export function endSession(reason: TerminationReason, announce = true): void {
  forgetSession();
  if (reason === 'user_logout') {
    if (announce) toast('success', AUTH.loggedOut, undefined, NOTIFICATION_MS.success);
    return;
  }
  if (announce) toast('error', AUTH.sessionExpiredTitle, TERMINATION_MESSAGES[reason], 0);
  const here = location.pathname + location.search;
  navigate(
    reason === 'force_cleanup'
      ? '/login?reason=force_cleanup'
      : `/login?reason=${reason}&return=${encodeURIComponent(here)}`,
    { replace: true },
  );
}

/**
 * Keeps this tab in step with the session's server-side timer: listens on its WebSocket, checks validity
 * every 30 s as a fallback, reports activity at most every 30 s, and shows the expiry modal of docs/product.md#session-timers.
 */
export function SessionMonitor({ session }: { session: SessionInfo }) {
  const [expiresAt, setExpiresAt] = useState(session.session.expiresAt);
  const [offset, setOffset] = useState(session.session.serverNow - Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [extending, setExtending] = useState(false);
  const ended = useRef(false);
  const warningBefore = session.session.warningBeforeMs;
  const serverNow = now + offset;
  const warning = serverNow >= expiresAt - warningBefore;

  const finish = useCallback((reason: TerminationReason, announce = true) => {
    if (ended.current) return;
    ended.current = true;
    endSession(reason, announce);
  }, []);

  // The server's pushes: new deadline, warning, termination. Reconnects after a dropped connection.
  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let closed = false;
    const connect = () => {
      const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
      socket = new WebSocket(`${scheme}://${location.host}/api/auth/session/socket`);
      socket.onopen = () => {
        attempt = 0;
      };
      socket.onmessage = (event) => {
        if (typeof event.data !== 'string' || event.data === 'pong') return;
        const message = JSON.parse(event.data) as TimerMessage;
        if (message.type === 'terminated') finish(message.reason);
        else {
          setExpiresAt(message.expiresAt);
          setOffset(message.serverNow - Date.now());
        }
      };
      socket.onclose = () => {
        if (closed || ended.current) return;
        attempt += 1;
        retry = setTimeout(connect, Math.min(30_000, 1000 * 2 ** attempt));
      };
    };
    // In a task of its own: opening a socket holds the main thread for a few ms, which the first render's other
    // effects (the header's reads, the screen's) do not wait behind.
    retry = setTimeout(connect, 0);
    return () => {
      closed = true;
      clearTimeout(retry);
      socket?.close();
    };
  }, [finish]);

  // docs/product.md#constants: validity check every 30 seconds, in case the socket is down.
  useEffect(() => {
    const timer = setInterval(async () => {
      try {
        setExpiresAt((await getSession()).session.expiresAt);
      } catch (error) {
        if (error instanceof ApiClientError && error.status === 401) {
          const reason = (error.details as { reason?: TerminationReason } | undefined)?.reason ?? 'verification_failed';
          finish(reason);
        }
      }
    }, SESSION.validityCheckMs);
    return () => clearInterval(timer);
  }, [finish]);

  // A one-second clock, used by the countdown and to notice the deadline even without the socket.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  // Activity moves the idle deadline, at most once per 30 seconds; not while the warning asks for a choice.
  const lastPing = useRef(Date.now());
  useEffect(() => {
    if (warning) return;
    const onActivity = () => {
      if (Date.now() - lastPing.current < SESSION.activityThrottleMs) return;
      lastPing.current = Date.now();
      recordActivity()
        .then((body) => setExpiresAt(body.expiresAt))
        .catch(() => undefined);
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [warning]);

  const extend = async () => {
    setExtending(true);
    try {
      const body = await extendSession();
      setExpiresAt(body.expiresAt);
      toast('success', AUTH.sessionExtended, undefined, NOTIFICATION_MS.success);
    } catch {
      toast('error', AUTH.sessionExtendFailed, undefined, NOTIFICATION_MS.error);
      finish('extension_failed', false);
    } finally {
      setExtending(false);
    }
  };

  const logout = async () => {
    await signOut().catch(() => undefined);
    toast('success', AUTH.loggedOut, undefined, NOTIFICATION_MS.success);
    finish('user_logout', false);
  };

  if (!warning || ended.current) return null;
  return <ExpiryModal remainingMs={expiresAt - serverNow} extending={extending} onExtend={extend} onLogout={logout} />;
}
