/**
 * A SessionTimer Durable Object restart (eviction, or every object aborted) keeps the session's deadline
 * (ASVS V7.3.1, V7.3.2): the state and its alarm are in durable storage, and the alarm still ends the
 * session at the deadline it had before the restart.
 */
import {
  abortAllDurableObjects,
  env,
  evictDurableObject,
  runDurableObjectAlarm,
  runInDurableObject,
} from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { SessionTimer } from '../../src/durable/session-timer.ts';
import { timerFor } from '../../src/lib/timer.ts';
import { signUp } from '../fixtures/accounts.ts';
import { call } from '../fixtures/http.ts';

const sessionIdOf = (cookie: string) => cookie.split('=')[1]?.split('.')[0] ?? '';
const alarmOf = (timer: DurableObjectStub<SessionTimer>) =>
  runInDurableObject(timer, (_instance, state) => state.storage.getAlarm());

describe('session timer restart', () => {
  it('keeps the deadline and its alarm across an eviction and an abort, and the alarm still ends the session', async () => {
    const { cookie } = await signUp();
    let timer = timerFor(env, sessionIdOf(cookie));
    const started = await timer.snapshot();
    expect(started?.expiresAt).toBeGreaterThan(Date.now());
    const alarm = await alarmOf(timer);
    expect(alarm).toBe((started?.expiresAt ?? 0) - (started?.warningMs ?? 0));

    await evictDurableObject(timer);
    expect(await timer.snapshot()).toEqual(started);
    expect(await alarmOf(timer)).toBe(alarm);
    await abortAllDurableObjects();
    // Stubs die with the objects they pointed at; a new one reaches the restarted object.
    timer = timerFor(env, sessionIdOf(cookie));
    expect(await timer.snapshot()).toEqual(started);
    expect(await alarmOf(timer)).toBe(alarm);

    // Activity moves the deadline close (as the API's sync does); then the object restarts again.
    const deadline = Date.now() + 300;
    await timer.sync(deadline);
    await evictDurableObject(timer);
    await new Promise((resolve) => setTimeout(resolve, 400));
    // The alarm may already have run on its own; running a due one now changes nothing else.
    await runDurableObjectAlarm(timer);
    await runDurableObjectAlarm(timer);
    expect(await timer.snapshot()).toMatchObject({ expiresAt: deadline, ended: 'idle_timeout' });
    const res = await call('/api/auth/session', { cookie });
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { details: { reason: 'idle_timeout' } } });
  });
});
