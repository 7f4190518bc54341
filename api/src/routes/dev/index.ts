import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../../env.ts';
import { notFound } from '../../lib/errors.ts';
import { guard } from '../../middleware/guard.ts';
import { z } from 'zod';
import { configuredOrigin, isLocalEnvironment } from '../../lib/email.ts';
import { sendPayerReminders } from '../claims/payer-reminders.ts';
import { validate } from '../../lib/validate.ts';
import { attachmentsOf, outbox, outboxEmail } from './queries.ts';
import { everyDatabase } from '../../lib/company-db.ts';

/**
 * The payer reminder sweep's clock (now, or a time past a claim's due date) and, optionally, the one claim it
 * looks at, so moving the clock ahead leaves every other claim alone.
 */
const sweepSchema = z.object({
  now: z.number().int().positive().optional(),
  claimId: z.string().min(1).max(64).optional(),
});

/** Public on the machines it exists on: a developer reads the mail the app sent. */
const open = guard({ access: 'public' });

/**
 * The dev mailbox: every email the app "sent", readable on a developer's machine and in tests. It does not
 * exist in a deployment (ENVIRONMENT is production there).
 */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!isLocalEnvironment(c.env)) throw notFound();
    await next();
  })
  .get('/mailbox/messages', open, async (c) => {
    const rows = await outbox(c.var.db, c.req.query('to')?.toLowerCase());
    return c.json({
      messages: rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.bodyText,
        kind: m.kind,
        createdAt: m.createdAt.getTime(),
        attachments: attachmentsOf(m).map((a, index) => ({
          filename: a.filename,
          contentType: a.contentType,
          size: a.size,
          url: `/api/dev/mailbox/messages/${m.id}/attachments/${index}`,
        })),
      })),
    });
  })
  .get('/mailbox/messages/:id/attachments/:index', open, async (c) => {
    const row = await outboxEmail(c.var.db, c.req.param('id'));
    const file = row ? attachmentsOf(row)[Number(c.req.param('index'))] : undefined;
    const object = file ? await c.env.DOCUMENTS.get(file.key) : null;
    if (!file || !object) throw notFound();
    return new Response(object.body, {
      headers: {
        'content-type': file.contentType,
        'content-disposition': `attachment; filename="${file.filename.replace(/["\\\r\n]/g, '')}"`,
        'x-content-type-options': 'nosniff',
      },
    });
  })
  // The payer reminders of the hourly sweep on demand, at a chosen time: seen without waiting days.
  .post('/payer-reminders', open, validate('json', sweepSchema), async (c) => {
    const { now, claimId } = c.req.valid('json');
    let sent = 0;
    // As the hourly sweep: every database holding companies' data (lib/company-db.ts).
    for (const db of everyDatabase(c.env)) {
      sent += await sendPayerReminders(c.env, db, configuredOrigin(c), now ?? Date.now(), claimId);
    }
    return c.json({ sent });
  })
  .get('/mailbox', open, async (c) => {
    const rows = await outbox(c.var.db);
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    return c.html(html`<!doctype html>
      <html lang="en">
        <head><meta charset="utf-8" /><title>Dwell dev mailbox</title>
          <style>body{font-family:system-ui,sans-serif;max-width:820px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style>
        </head>
        <body>
          <h1>Dev mailbox</h1>
          <p>${rows.length} emails, newest first. Nothing here left this machine.</p>
          ${rows.map(
            (m) => html`<article>
              <h2>${m.subject}</h2>
              <p>To <strong>${m.toAddress}</strong> · ${m.createdAt.toISOString()}</p>
              <pre>${m.bodyText}</pre>
              ${attachmentsOf(m).map(
                (a, index) =>
                  html`<p>📎 <a href="/api/dev/mailbox/messages/${m.id}/attachments/${index}">${a.filename}</a> (${Math.ceil(a.size / 1024)} KB)</p>`,
              )}
            </article>`,
          )}
        </body>
      </html>`);
  });
