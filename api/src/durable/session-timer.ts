import { TERMINATION_MESSAGES, type TerminationReason } from '@dwell/core/messages';
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env.ts';
import { dbFor } from '../lib/db.ts';
import { terminateSession } from '../lib/sessions.ts';

export interface TimerState {
  sessionId: string;
  userId: string;
  expiresAt: number;
  absoluteExpiresAt: number;
  warningMs: number;
  warned: boolean;
  ended: TerminationReason | null;
}

/** What every open tab of the session hears over its WebSocket. */
export type TimerMessage =
  | { type: 'deadline'; expiresAt: number; absoluteExpiresAt: number; warningAt: number; serverNow: number }
  | { type: 'warning'; expiresAt: number; absoluteExpiresAt: number; serverNow: number }
  | { type: 'terminated'; reason: TerminationReason; message: string };

/**
 * One per session: enforces its deadlines on the server. An alarm fires at the warning point (pushing
 * 'warning' to every open tab) and at the deadline (ending the session in D1 and pushing 'terminated').
 * Tabs connect with hibernatable WebSockets, so an idle session costs nothing while it waits.
 */
export class SessionTimer extends DurableObject<Env> {
  private async load(): Promise<TimerState | null> {
    return (await this.ctx.storage.get<TimerState>('state')) ?? null;
  }

  private async save(state: TimerState): Promise<void> {
    await this.ctx.storage.put('state', state);
    if (state.ended) {
      await this.ctx.storage.deleteAlarm();
      return;
    }
    // Wake at the warning point (at once if the deadline already moved inside it), then at the deadline.
    const warningAt = state.expiresAt - state.warningMs;
    await this.ctx.storage.setAlarm(state.warned ? state.expiresAt : Math.max(Date.now(), warningAt));
  }

  private broadcast(message: TimerMessage): void {
    const text = JSON.stringify(message);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
      } catch {
        // A tab that went away; the runtime closes its socket.
      }
    }
  }

  private deadlineMessage(state: TimerState): TimerMessage {
    return {
      type: 'deadline',
      expiresAt: state.expiresAt,
      absoluteExpiresAt: state.absoluteExpiresAt,
      warningAt: state.expiresAt - state.warningMs,
      serverNow: Date.now(),
    };
  }

  /** Starts timing a new session. */
  async start(state: Omit<TimerState, 'warned' | 'ended'>): Promise<void> {
    await this.save({ ...state, warned: false, ended: null });
  }

  /** The deadline moved (activity or extension): reschedule and tell every tab. */
  async sync(expiresAt: number): Promise<void> {
    const state = await this.load();
    if (!state || state.ended) return;
    const next = { ...state, expiresAt, warned: Date.now() >= expiresAt - state.warningMs ? state.warned : false };
    await this.save(next);
    this.broadcast(this.deadlineMessage(next));
  }

  /** The session ended elsewhere (logout, password change, admin): tell every tab and stop. */
  async end(reason: TerminationReason): Promise<void> {
    const state = await this.load();
    if (state && !state.ended) await this.save({ ...state, ended: reason });
    this.broadcast({ type: 'terminated', reason, message: TERMINATION_MESSAGES[reason] });
    for (const socket of this.ctx.getWebSockets()) socket.close(4001, reason);
  }

  async snapshot(): Promise<TimerState | null> {
    return this.load();
  }

  override async alarm(): Promise<void> {
    const state = await this.load();
    if (!state || state.ended) return;
    const now = Date.now();
    if (now >= state.expiresAt) {
      const reason: TerminationReason =
        state.expiresAt >= state.absoluteExpiresAt ? 'absolute_timeout' : 'idle_timeout';
      await terminateSession(dbFor(this.env), state.sessionId, reason, now);
      await this.end(reason);
      return;
    }
    if (!state.warned && now >= state.expiresAt - state.warningMs) {
      const next = { ...state, warned: true };
      await this.save(next);
      this.broadcast({
        type: 'warning',
        expiresAt: state.expiresAt,
        absoluteExpiresAt: state.absoluteExpiresAt,
        serverNow: now,
      });
      return;
    }
    await this.save(state);
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const state = await this.load();
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    if (!state || state.ended) {
      const reason = state?.ended ?? 'verification_failed';
      server.send(
        JSON.stringify({ type: 'terminated', reason, message: TERMINATION_MESSAGES[reason] } satisfies TimerMessage),
      );
    } else {
      server.send(
        JSON.stringify(
          state.warned
            ? {
                type: 'warning',
                expiresAt: state.expiresAt,
                absoluteExpiresAt: state.absoluteExpiresAt,
                serverNow: Date.now(),
              }
            : this.deadlineMessage(state),
        ),
      );
    }
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Tabs only send 'ping' to keep proxies from closing an idle connection.
    if (message === 'ping') socket.send('pong');
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    socket.close(code === 1005 ? 1000 : code, 'closed');
  }
}
