import { decodeCursor, encodeCursor, type Position } from '../../lib/api-keys/cursor.ts';
import type { Listing } from '../v1/queries.ts';

/** The listing a query asks for: newest first, or with updatedSince the changes from then on. */
export const listingOf = (updatedSince: number | undefined): Listing =>
  updatedSince === undefined ? { order: 'newest' } : { order: 'changed', since: updatedSince };

/** The keyset position a cursor names (checked against the filters it was issued for), or the first page's. */
export const positionAfter = (cursor: string | undefined, filters: object): Position | null =>
  cursor === undefined ? null : decodeCursor(cursor, filters);

/**
 * One page of `limit` from rows read with `limit + 1` (the extra one only says there is more), and the
 * cursor of the next page: the last row's position under the same filters, or null on the last page.
 */
export function pageOf<R>(rows: R[], limit: number, filters: object, position: (row: R) => Position) {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { page, nextCursor: rows.length > limit && last ? encodeCursor(position(last), filters) : null };
}

/**
 * A page of a list computed whole (a report's rows): the cursor holds the offset, tied to the filters like
 * every cursor, so one issued for another range is refused.
 */
export function slicePage<R>(rows: R[], limit: number, cursor: string | undefined, filters: object) {
  const start = positionAfter(cursor, filters)?.t ?? 0;
  const page = rows.slice(start, start + limit);
  const end = start + page.length;
  return { data: page, nextCursor: end < rows.length ? encodeCursor({ t: end, id: 'row_offset' }, filters) : null };
}
