import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { AppEnv } from '../../env.ts';
import { notFound } from '../../lib/errors.ts';
import { emailOutbox } from '../../lib/schema.ts';

const DEV_ENVIRONMENTS = new Set(['development', 'test']);

/**
 * The dev mailbox: every email the app "sent", readable on a developer's machine and in tests. It does not
 * exist in a deployment (ENVIRONMENT is production there).
 */
export const devRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    if (!DEV_ENVIRONMENTS.has(c.env.ENVIRONMENT)) throw notFound();
    await next();
  })
  .get('/mailbox/messages', async (c) => {
    const to = c.req.query('to')?.toLowerCase();
    const query = c.get('db').select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100);
    const rows = await (to ? query.where(eq(emailOutbox.toAddress, to)) : query);
    return c.json({
      messages: rows.map((m) => ({
        id: m.id,
        to: m.toAddress,
        subject: m.subject,
        text: m.bodyText,
        kind: m.kind,
        createdAt: m.createdAt.getTime(),
      })),
    });
  })
  .get('/mailbox', async (c) => {
    const rows = await c.get('db').select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100);
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
            </article>`,
          )}
        </body>
      </html>`);
  });
