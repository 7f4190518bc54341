import { AVATAR_RULES } from '@dwell/core/files';
import { newId } from '@dwell/core/ids';
import { VALIDATION } from '@dwell/core/messages';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { syncIdentity } from '../../lib/company-db.ts';
import { ApiError, notFound } from '../../lib/errors.ts';
import { avatarUrl } from '../../lib/session-info.ts';
import { serveFile } from '../../lib/uploads/serve-file.ts';
import { streamUpload } from '../../lib/uploads/stream-upload.ts';
import { readUploadHeaders } from '../../lib/uploads/upload-headers.ts';
import { guard } from '../../middleware/guard.ts';
import { avatarKeyOf, avatarOwner, setAvatarKey } from './queries.ts';

/**
 * Profile pictures (docs/product.md#validation Avatar, docs/product.md#validation): the same streaming checks as documents with AVATAR_RULES (PNG or
 * JPEG by magic bytes, 5 MB, the product's own texts), stored in the avatars bucket under a server key and
 * served only to the user and people of the same company.
 */
const signedIn = guard({ access: 'authenticated' });

export const avatarRoutes = new Hono<AppEnv>()
  .post('/', signedIn, async (c) => {
    const { db, auth } = c.var;
    const { userId } = auth;
    const upload = readUploadHeaders(c.req.raw.headers, AVATAR_RULES, 'avatar');
    const key = `${userId}/${newId('avt')}`;
    try {
      await streamUpload(c.env.AVATARS, key, c.req.raw.body, {
        rules: AVATAR_RULES,
        name: upload.name,
        length: upload.length,
        customMetadata: { userId, originalName: encodeURIComponent(upload.name) },
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'storage_failed') {
        throw new ApiError(502, 'storage_failed', VALIDATION.avatarUploadFailed);
      }
      throw error;
    }
    const before = await avatarKeyOf(db, userId);
    try {
      await setAvatarKey(db, userId, key);
    } catch (error) {
      // Compensation: a picture no profile points to must not stay behind.
      await c.env.AVATARS.delete(key).catch(() => undefined);
      throw error;
    }
    if (auth.companyId) await syncIdentity(c.env, auth.companyId);
    if (before) {
      // The replaced picture is unreachable now; a failure to remove it only leaves an orphan behind.
      await c.env.AVATARS.delete(before).catch((error: unknown) =>
        console.error(JSON.stringify({ orphanedObject: before, error: String(error).slice(0, 300) })),
      );
    }
    return c.json({ avatarUrl: avatarUrl(userId, key) });
  })
  .get('/:userId', signedIn, async (c) => {
    const { auth } = c.var;
    const user = await avatarOwner(c.var.db, c.req.param('userId'));
    const visible = user && (user.id === auth.userId || (user.companyId !== null && user.companyId === auth.companyId));
    if (!visible || !user.key) throw notFound();
    const object = await c.env.AVATARS.get(user.key);
    if (!object) throw notFound();
    const contentType = object.httpMetadata?.contentType === 'image/png' ? 'image/png' : 'image/jpeg';
    return serveFile(object, {
      kind: 'inline',
      name: contentType === 'image/png' ? 'avatar.png' : 'avatar.jpg',
      contentType,
      cacheControl: 'private, max-age=86400',
    });
  });
