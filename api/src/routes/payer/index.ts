import { payerAnswerSchema, PAYER_MESSAGES } from '@dwell/core/schemas/payer';
import { newId } from '@dwell/core/ids';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { clientIp } from '../../lib/client-info.ts';
import { findInDatabases } from '../../lib/company-db.ts';
import { configuredOrigin } from '../../lib/email.ts';
import { ApiError } from '../../lib/errors.ts';
import { hitRateLimit } from '../../lib/rate-limit.ts';
import { claimLinks, eventDocuments, eventLog } from '../../lib/schema.ts';
import type { RequestContext } from '../../lib/timer.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { pdfResponse, sentInvoice } from '../claims/invoice-store.ts';
import { liveLink } from '../claims/links.ts';
import { findClaim } from '../claims/queries.ts';
import { emitClaimWebhooks } from '../webhooks/emit.ts';
import { recordAnswer } from './answer.ts';
import { payerPage } from './page.ts';

/** Anyone holding the link: the token in the path is the credential. */
const byLink = guard({ access: 'public' });

/** Requests one network may make to payer pages, and wrong tokens it may present, per window. */
export const PAYER_LIMITS = { requests: 300, wrongTokens: 20, windowMs: 15 * 60_000 } as const;
/** File types shown inline on the page; anything else downloads. */
const INLINE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf']);

const invalidLink = () => new ApiError(404, 'link_invalid', PAYER_MESSAGES.linkInvalid);

async function throttle(c: RequestContext, key: string, limit: number) {
  const hit = await hitRateLimit(c.var.global, key, limit, PAYER_LIMITS.windowMs);
  if (hit.allowed) return;
  c.header('Retry-After', String(hit.retryAfter));
  throw new ApiError(429, 'rate_limited', PAYER_MESSAGES.tooManyRequests);
}

/**
 * The claim a payer's token opens, or 404 with one message for a wrong, expired or revoked token (nothing
 * about any claim is said). Every call counts against the caller's network; wrong tokens count twice over.
 */
async function linkedClaim(c: Context<AppEnv>, token: string) {
  const ip = clientIp(c);
  await throttle(c, `payer:ip:${ip}`, PAYER_LIMITS.requests);
  const now = Date.now();
  const held =
    token.length <= 128
      ? await findInDatabases(c.env, async (db) => {
          const link = await liveLink(db, token, now);
          const row = link ? await findClaim(db, link.companyId, link.claimId) : undefined;
          return link && row ? { link, row } : null;
        })
      : null;
  if (!held) {
    await throttle(c, `payer:bad:${ip}`, PAYER_LIMITS.wrongTokens);
    throw invalidLink();
  }
  // The rest of the request works in the claim's company's database.
  c.set('db', held.db);
  return { ...held.found, db: held.db, now };
}

/**
 * The payer's side of a claim, reached through the emailed link without an account: the claim's page, its
 * invoice and evidence files, and the payer's answer. Answers are never indexed or cached.
 */
export const payerRoutes = new Hono<AppEnv>()
  .use(async (c, next) => {
    await next();
    c.header('X-Robots-Tag', 'noindex, nofollow');
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
  })
  .get('/:token', byLink, async (c) => {
    const { db, link, row, now } = await linkedClaim(c, c.req.param('token'));
    const page = await payerPage(db, c.env.DOCUMENTS, row, now);
    // Every opening is in the claim's history, and the link remembers when it was last opened.
    await db.batch([
      db
        .update(claimLinks)
        .set({ lastOpenedAt: new Date(now) })
        .where(eq(claimLinks.id, link.id)),
      db.insert(eventLog).values({
        id: newId('log'),
        companyId: row.companyId,
        eventId: row.eventId,
        action: 'payer_viewed',
        details: JSON.stringify({ number: row.number, evidenceUnchanged: page.evidenceUnchanged }),
        createdAt: new Date(now),
      }),
    ]);
    return c.json(page);
  })
  .get('/:token/invoice.pdf', byLink, async (c) => {
    const { row } = await linkedClaim(c, c.req.param('token'));
    if (!row.invoiceKey) throw invalidLink();
    return pdfResponse(await sentInvoice(c.env.DOCUMENTS, row.invoiceKey), row.number, row.invoiceSha256);
  })
  .get('/:token/documents/:documentId', byLink, async (c) => {
    const { db, row } = await linkedClaim(c, c.req.param('token'));
    const [doc] = await db
      .select()
      .from(eventDocuments)
      .where(
        and(
          eq(eventDocuments.id, c.req.param('documentId')),
          eq(eventDocuments.companyId, row.companyId),
          eq(eventDocuments.eventId, row.eventId),
          eq(eventDocuments.status, 'active'),
        ),
      );
    const object = doc ? await c.env.DOCUMENTS.get(doc.objectKey) : null;
    if (!doc || !object) throw new ApiError(404, 'not_found', 'Document not found');
    const inline = INLINE_TYPES.has(doc.type);
    const filename = doc.name.replace(/["\\\r\n]/g, '');
    return new Response(object.body, {
      headers: {
        'content-type': inline ? doc.type : 'application/octet-stream',
        'content-disposition': `${inline ? 'inline' : 'attachment'}; filename="${filename}"`,
        'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        'x-content-type-options': 'nosniff',
        'x-robots-tag': 'noindex, nofollow',
        'cache-control': 'no-store',
        'referrer-policy': 'no-referrer',
        etag: `"${doc.sha256}"`,
      },
    });
  })
  .post('/:token/answers', byLink, validate('json', payerAnswerSchema), async (c) => {
    const { db, row } = await linkedClaim(c, c.req.param('token'));
    await recordAnswer(c.env, db, row, c.req.valid('json'), configuredOrigin(c));
    emitClaimWebhooks(c, row);
    const again = await findClaim(db, row.companyId, row.id);
    if (!again) throw invalidLink();
    return c.json(await payerPage(db, c.env.DOCUMENTS, again, Date.now()), 201);
  });
