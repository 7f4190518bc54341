import { SESSION } from '@dwell/core/constants';
import type { Env } from '../env.ts';

/** Session timing of docs/product.md#constants; each value can be shortened by a variable (tests, demos), never lengthened past it. */
export interface SessionConfig {
  idleMs: number;
  absoluteMs: number;
  warningMs: number;
  extensionMs: number;
  activityThrottleMs: number;
}

function fromVar(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isFinite(parsed) && parsed > 0 ? Math.min(parsed, fallback) : fallback;
}

export function sessionConfig(env: Env): SessionConfig {
  return {
    idleMs: fromVar(env.SESSION_IDLE_MS, SESSION.idleTimeoutMs),
    absoluteMs: fromVar(env.SESSION_ABSOLUTE_MS, SESSION.absoluteMaxMs),
    warningMs: fromVar(env.SESSION_WARNING_MS, SESSION.warningBeforeMs),
    extensionMs: fromVar(env.SESSION_EXTENSION_MS, SESSION.extensionMs),
    activityThrottleMs: fromVar(env.SESSION_ACTIVITY_THROTTLE_MS, SESSION.activityThrottleMs),
  };
}
