import { DurableObject } from 'cloudflare:workers';
import type { Env } from '../env.ts';

/** One per session: holds its deadline and fires an alarm when it passes. */
export class SessionTimer extends DurableObject<Env> {
  /** Records the session's deadline and wakes at it. */
  async schedule(deadline: number): Promise<void> {
    await this.ctx.storage.put('deadline', deadline);
    await this.ctx.storage.setAlarm(deadline);
  }

  async deadline(): Promise<number | null> {
    return (await this.ctx.storage.get<number>('deadline')) ?? null;
  }

  override async alarm(): Promise<void> {
    await this.ctx.storage.put('expired', true);
  }
}
