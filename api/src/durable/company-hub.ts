import { REALTIME_EVENTS_PER_SECOND } from '@dwell/core/constants';
import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env.ts';
import { companyDbFor } from '../lib/company-db.ts';
import { raiseDueAlerts } from '../lib/events/alerts.ts';

export type HubTopic = 'events' | 'alerts' | 'claims';

/** One change a route made: which topic, and for event changes which event and whose it is. */
export interface HubChange {
  topic: HubTopic;
  eventId?: string;
  /** The driver the change concerns: drivers only hear about their own stops and alerts. */
  ownerId?: string;
}

/** What every open tab of the company hears: refetch these topics (and these events). */
export interface HubMessage {
  type: 'changed';
  topics: HubTopic[];
  eventIds: string[];
  at: number;
}

interface Listener {
  userId: string;
  seesAll: boolean;
}

const MIN_GAP_MS = Math.ceil(1000 / REALTIME_EVENTS_PER_SECOND);

/**
 * One per company. Browsers connect with hibernatable WebSockets (GET /api/live); routes publish their
 * changes here, and the hub sends at most REALTIME_EVENTS_PER_SECOND messages per second (docs/product.md#constants),
 * coalescing whatever arrives in between into the next message. It also keeps one alarm at the next
 * moment an active stop crosses an alert threshold (30 min before billable, billable, cap reached).
 */
export class CompanyHub extends DurableObject<Env> {
  private pending: HubChange[] = [];
  private lastSentAt = 0;
  private flushTimer: ReturnType<typeof setTimeout> | null = null;

  /** Records changes and sends them now, or with the next allowed message. */
  async publish(changes: HubChange[]): Promise<void> {
    this.pending.push(...changes);
    if (this.flushTimer) return;
    const wait = this.lastSentAt + MIN_GAP_MS - Date.now();
    if (wait <= 0) this.flush();
    else this.flushTimer = setTimeout(() => this.flush(), wait);
  }

  private flush(): void {
    this.flushTimer = null;
    const changes = this.pending.splice(0);
    if (changes.length === 0) return;
    this.lastSentAt = Date.now();
    for (const socket of this.ctx.getWebSockets()) {
      const listener = socket.deserializeAttachment() as Listener | null;
      if (!listener) continue;
      // A driver hears only about their own stops; changes without an owner (claims) are for the office.
      const visible = listener.seesAll ? changes : changes.filter((change) => change.ownerId === listener.userId);
      if (visible.length === 0) continue;
      const message: HubMessage = {
        type: 'changed',
        topics: [...new Set(visible.map((change) => change.topic))],
        eventIds: [...new Set(visible.flatMap((change) => (change.eventId ? [change.eventId] : [])))],
        at: this.lastSentAt,
      };
      try {
        socket.send(JSON.stringify(message));
      } catch {
        // A tab that went away; the runtime closes its socket.
      }
    }
  }

  /** Remembers the company and the app's origin (for links in alert emails), then re-arms the alert alarm. */
  async schedule(companyId: string, origin: string | null = null): Promise<number | null> {
    await this.ctx.storage.put('companyId', companyId);
    if (origin) await this.ctx.storage.put('origin', origin);
    return this.arm(companyId);
  }

  private async arm(companyId: string): Promise<number | null> {
    const { nextAt } = await raiseDueAlerts(this.env, await companyDbFor(this.env, companyId), companyId, Date.now(), {
      origin: (await this.ctx.storage.get<string>('origin')) ?? null,
      publish: (changes) => this.publish(changes),
    });
    if (nextAt === null) await this.ctx.storage.deleteAlarm();
    else await this.ctx.storage.setAlarm(nextAt);
    return nextAt;
  }

  override async alarm(): Promise<void> {
    const companyId = await this.ctx.storage.get<string>('companyId');
    if (companyId) await this.arm(companyId);
  }

  /** How many tabs are listening (tests and diagnostics). */
  async listeners(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }

  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get('upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('Expected a WebSocket upgrade', { status: 426 });
    }
    const userId = request.headers.get('x-dwell-user') ?? '';
    const listener: Listener = { userId, seesAll: request.headers.get('x-dwell-sees-all') === '1' };
    const pair = new WebSocketPair();
    const [client, server] = [pair[0], pair[1]];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment(listener);
    server.send(JSON.stringify({ type: 'hello', at: Date.now() }));
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    // Tabs only send 'ping' to keep proxies from closing an idle connection.
    if (message === 'ping') socket.send('pong');
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    // Only 1000 and 3000–4999 may be sent; 1005/1006 describe how the other side went away.
    socket.close(code === 1000 || (code >= 3000 && code <= 4999) ? code : 1000, 'closed');
  }
}
