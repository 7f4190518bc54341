import { app } from './app.ts';
import type { Env, WebhookMessage } from './env.ts';
import { runScheduled } from './lib/events/scheduled.ts';
import { handleWebhookBatch } from './routes/webhooks/deliver.ts';

export { CompanyHub } from './durable/company-hub.ts';
export { SessionTimer } from './durable/session-timer.ts';

export default {
  fetch: app.fetch,
  /** The hourly cron of wrangler.toml: claim reminders and re-arming the alert alarms. */
  scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext) {
    ctx.waitUntil(runScheduled(env));
  },
  /** Webhooks out and their dead-letter queue (wrangler.toml [[queues.consumers]]). */
  queue: (batch: MessageBatch<WebhookMessage>, env: Env) => handleWebhookBatch(batch, env),
} satisfies ExportedHandler<Env, WebhookMessage>;
