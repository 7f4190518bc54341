import { env, runDurableObjectAlarm, SELF } from 'cloudflare:test';
import { AUTH, TERMINATION_MESSAGES } from '@dwell/core/messages';
import { describe, expect, it } from 'vitest';
import { timerFor } from '../lib/timer.ts';
import type { TimerMessage } from './session-timer.ts';
import { signUp } from '../../test/fixtures/accounts.ts';
import { call, ORIGIN } from '../../test/fixtures/http.ts';

/** Opens the session's WebSocket as a browser tab would, collecting what the server pushes. */
async function openTab(cookie: string) {
  const res = await SELF.fetch(`${ORIGIN}/api/auth/session/socket`, { headers: { upgrade: 'websocket', cookie } });
  expect(res.status).toBe(101);
  const socket = res.webSocket;
  if (!socket) throw new Error('no WebSocket in the answer');
  const messages: TimerMessage[] = [];
  const waiters: (() => void)[] = [];
  socket.addEventListener('message', (event) => {
    messages.push(JSON.parse(String(event.data)) as TimerMessage);
    for (const wake of waiters.splice(0)) wake();
  });
  socket.accept();
  const next = async (type: TimerMessage['type']): Promise<TimerMessage> => {
    for (;;) {
      const found = messages.find((m) => m.type === type);
      if (found) {
        messages.splice(messages.indexOf(found), 1);
        return found;
      }
      await new Promise<void>((resolve) => waiters.push(resolve));
    }
  };
  return { socket, next };
}

const sessionIdOf = (cookie: string) => cookie.split('=')[1]?.split('.')[0] ?? '';

describe('SessionTimer pushes to every open tab of a session', () => {
  it('sends the deadline on connect, the new deadline after Extend, the warning, then the end', async () => {
    const { cookie } = await signUp();
    const timer = timerFor(env, sessionIdOf(cookie));
    const tabA = await openTab(cookie);
    const tabB = await openTab(cookie);
    const first = await tabA.next('deadline');
    await tabB.next('deadline');

    const extended = (await (await call('/api/auth/session/extend', { method: 'POST', cookie })).json()) as {
      expiresAt: number;
    };
    for (const tab of [tabA, tabB]) {
      const moved = await tab.next('deadline');
      expect(moved.type === 'deadline' && moved.expiresAt).toBe(extended.expiresAt);
    }
    expect(first.type === 'deadline' && first.expiresAt).toBeLessThanOrEqual(extended.expiresAt);

    // Bring the deadline inside the warning window: the timer warns every tab.
    await timer.sync(Date.now() + 2_000);
    expect(await runDurableObjectAlarm(timer)).toBe(true);
    expect((await tabA.next('warning')).type).toBe('warning');
    expect((await tabB.next('warning')).type).toBe('warning');

    await timer.sync(Date.now() - 1);
    expect(await runDurableObjectAlarm(timer)).toBe(true);
    for (const tab of [tabA, tabB]) {
      const ended = await tab.next('terminated');
      expect(ended).toEqual({ type: 'terminated', reason: 'idle_timeout', message: TERMINATION_MESSAGES.idle_timeout });
    }
    expect((await call('/api/auth/session', { cookie })).status).toBe(401);
  });

  it('tells a tab at once when the session was ended by a logout elsewhere', async () => {
    const { cookie } = await signUp();
    const tab = await openTab(cookie);
    await tab.next('deadline');
    await call('/api/auth/logout', { method: 'POST', cookie });
    expect(await tab.next('terminated')).toEqual({
      type: 'terminated',
      reason: 'user_logout',
      message: TERMINATION_MESSAGES.user_logout,
    });
  });

  it('refuses another site’s page as the live socket does, and opens for the app’s own', async () => {
    const { cookie } = await signUp();
    const socket = (origin: string) =>
      SELF.fetch(`${ORIGIN}/api/auth/session/socket`, { headers: { upgrade: 'websocket', cookie, origin } });
    const foreign = await socket('https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      error: { code: 'cross_site_request', message: AUTH.crossSiteRefused },
    });
    expect(foreign.webSocket).toBeNull();
    const own = await socket(ORIGIN);
    expect(own.status).toBe(101);
    own.webSocket?.accept();
    own.webSocket?.close();
  });

  it('refuses a socket without a valid session', async () => {
    const res = await SELF.fetch(`${ORIGIN}/api/auth/session/socket`, { headers: { upgrade: 'websocket' } });
    expect(res.status).toBe(401);
  });
});
