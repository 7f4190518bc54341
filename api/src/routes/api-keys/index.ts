import { API_KEY_MESSAGES, createApiKeySchema } from '@dwell/core/schemas/api-keys';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { keyUses } from '../../lib/api-keys/audit.ts';
import { findKey, issueKey, listKeys, revokeKey, toKeyView } from '../../lib/api-keys/keys.ts';
import { notFound } from '../../lib/errors.ts';
import { validate } from '../../lib/validate.ts';
import { requireAuth, requireCompany, requireFeature, requireRole } from '../../middleware/session.ts';

const KEY_NOT_FOUND = 'API key not found';

/** The signed-in admin's company (requireCompany ran). */
const companyOf = (c: { get(key: 'auth'): { companyId: string | null } }) => c.get('auth').companyId ?? '';

/**
 * Managing a company's API keys from the browser (cookie session, carrier admins). Creating needs the plan's
 * apiAccess; listing and revoking stay open, so a lapsed plan can still shut its keys off.
 */
export const apiKeyRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireCompany, requireRole('carrier_admin'))
  .get('/', async (c) => {
    const rows = await listKeys(c.get('db'), companyOf(c));
    return c.json({ keys: rows.map((r) => toKeyView(r.key, r.creator?.trim() || r.email)) });
  })
  .post('/', requireFeature('apiAccess'), validate('json', createApiKeySchema), async (c) => {
    const db = c.get('db');
    const auth = c.get('auth');
    const { row, token } = await issueKey(db, companyOf(c), auth.userId, c.req.valid('json'));
    return c.json(
      { key: toKeyView(row, auth.fullName?.trim() || auth.email), token, message: API_KEY_MESSAGES.shownOnce },
      201,
    );
  })
  .post('/:id/revoke', async (c) => {
    const row = await revokeKey(c.get('db'), companyOf(c), c.req.param('id'));
    if (!row) throw notFound(KEY_NOT_FOUND);
    return c.json({ key: toKeyView(row.key, row.creator?.trim() || row.email) });
  })
  .get('/:id/uses', async (c) => {
    const found = await findKey(c.get('db'), companyOf(c), c.req.param('id'));
    if (!found) throw notFound(KEY_NOT_FOUND);
    const uses = await keyUses(c.get('db'), found.key.id);
    return c.json({ uses: uses.map((u) => ({ ...u, createdAt: u.createdAt.getTime() })) });
  });
