import { app } from './app.ts';
import type { Env } from './env.ts';
import { runScheduled } from './lib/events/scheduled.ts';

export { CompanyHub } from './durable/company-hub.ts';
export { SessionTimer } from './durable/session-timer.ts';

export default {
  fetch: app.fetch,
  /** The hourly cron of wrangler.toml: claim reminders and re-arming the alert alarms. */
  scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(runScheduled(env));
  },
} satisfies ExportedHandler<Env>;
