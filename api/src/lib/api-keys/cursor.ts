import { API_KEY_MESSAGES } from '@dwell/core/schemas/api-keys';
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { hashSecret } from '@dwell/core/server/tokens';

/** Where the previous page ended: its last check-in time and id (the keyset), and the filters it was for. */
export interface Position {
  t: number;
  id: string;
}

const cursorShape = z.strictObject({
  v: z.literal(1),
  t: z.number().int().nonnegative(),
  id: z.string().regex(/^[a-z]{1,8}_[a-z0-9_]{1,64}$/),
  f: z.string().length(16),
});

/** A short digest of the filters, so a cursor only continues the listing it came from. */
const filterDigest = (filters: object) => hashSecret(JSON.stringify(filters)).slice(0, 16);

/** An opaque cursor for the page after `position` under these filters. */
export function encodeCursor(position: Position, filters: object): string {
  const json = JSON.stringify({ v: 1, t: position.t, id: position.id, f: filterDigest(filters) });
  return encodeBase64urlNoPadding(new TextEncoder().encode(json));
}

/**
 * The position a cursor names. Anything but a cursor this API issued for the same filters (edited, truncated,
 * from another listing) is refused with 400, never read as a different query.
 */
export function decodeCursor(cursor: string, filters: object): Position {
  const refused = new ApiError(400, 'invalid_cursor', API_KEY_MESSAGES.cursorInvalid);
  let value: unknown;
  try {
    value = JSON.parse(
      new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(decodeBase64urlIgnorePadding(cursor)),
    );
  } catch {
    throw refused;
  }
  const parsed = cursorShape.safeParse(value);
  if (!parsed.success || parsed.data.f !== filterDigest(filters)) throw refused;
  return { t: parsed.data.t, id: parsed.data.id };
}
