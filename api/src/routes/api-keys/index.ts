import { API_KEY_MESSAGES, createApiKeySchema } from '@dwell/core/schemas/api-keys';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { keyUses } from '../../lib/api-keys/audit.ts';
import { findKey, issueKey, listKeys, revokeKey, toKeyView } from '../../lib/api-keys/keys.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';

const KEY_NOT_FOUND = 'API key not found';

const admin = guard({ access: ['carrier_admin'] });

/**
 * Managing a company's API keys from the browser (cookie session, carrier admins). Creating needs the plan's
 * apiAccess; listing and revoking stay open, so a lapsed plan can still shut its keys off.
 */
export const apiKeyRoutes = new Hono<AppEnv>()
  .get('/', admin, async (c) => {
    const rows = await listKeys(c.var.global, c.var.companyId);
    return c.json({ keys: rows.map((r) => toKeyView(r.key, r.creator?.trim() || r.email)) });
  })
  .post(
    '/',
    guard({ access: ['carrier_admin'], feature: 'apiAccess' }),
    validate('json', createApiKeySchema),
    async (c) => {
      const { global: db, companyId, auth } = c.var;
      const { row, token } = await issueKey(db, companyId, auth.userId, c.req.valid('json'));
      return c.json(
        { key: toKeyView(row, auth.fullName?.trim() || auth.email), token, message: API_KEY_MESSAGES.shownOnce },
        201,
      );
    },
  )
  .post('/:id/revoke', admin, async (c) => {
    const row = await revokeKey(c.var.global, c.var.companyId, c.req.param('id'));
    if (!row) throw notFound(KEY_NOT_FOUND);
    return c.json({ key: toKeyView(row.key, row.creator?.trim() || row.email) });
  })
  .get('/:id/uses', admin, async (c) => {
    const found = await findKey(c.var.global, c.var.companyId, c.req.param('id'));
    if (!found) throw notFound(KEY_NOT_FOUND);
    const uses = await keyUses(c.var.global, c.var.companyId, found.key.id);
    return c.json({ uses: uses.map((u) => ({ ...u, createdAt: u.createdAt.getTime() })) });
  });
