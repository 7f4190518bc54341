import type { SessionInfo } from '@dwell/core/session';
import { describe, expect, it } from 'vitest';
import { keepSession, keptSession } from './use-session.ts';

function memory() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

const MINUTE = 60_000;
const KEPT_AT = Date.UTC(2026, 10, 27, 14, 0);
const session = {
  user: { id: 'u1', email: 'marcus@dwell.test', role: 'driver' },
  company: { id: 'c1', name: 'Demo Carrier', fleetSize: '1-10', timezone: 'America/Chicago' },
  // The server's clock runs 2 minutes ahead of this device's; the idle deadline is 30 minutes away.
  session: {
    id: 's1',
    expiresAt: KEPT_AT + 32 * MINUTE,
    absoluteExpiresAt: KEPT_AT + 8 * 60 * MINUTE,
    warningBeforeMs: 2 * MINUTE,
    serverNow: KEPT_AT + 2 * MINUTE,
  },
} as unknown as SessionInfo;

describe('the session kept for a page opened without signal', () => {
  it('is the last one answered, its server time moved on by the time since', () => {
    const storage = memory();
    keepSession(storage, session, KEPT_AT);
    const later = keptSession(storage, KEPT_AT + 10 * MINUTE);
    expect(later?.user.email).toBe('marcus@dwell.test');
    expect(later?.session.serverNow).toBe(KEPT_AT + 12 * MINUTE);
    expect(later?.session.expiresAt).toBe(session.session.expiresAt);
  });

  it('is none once its idle deadline has passed by the server’s clock', () => {
    const storage = memory();
    keepSession(storage, session, KEPT_AT);
    expect(keptSession(storage, KEPT_AT + 29 * MINUTE)).not.toBeNull();
    expect(keptSession(storage, KEPT_AT + 30 * MINUTE)).toBeNull();
  });

  it('is none after sign-out, and when what was kept is unreadable', () => {
    const storage = memory();
    keepSession(storage, session, KEPT_AT);
    keepSession(storage, null);
    expect(keptSession(storage, KEPT_AT)).toBeNull();
    storage.setItem('dwell.session', '{"session":');
    expect(keptSession(storage, KEPT_AT)).toBeNull();
    storage.setItem('dwell.session', JSON.stringify({ session: { user: {} }, keptAt: KEPT_AT }));
    expect(keptSession(storage, KEPT_AT)).toBeNull();
  });
});
