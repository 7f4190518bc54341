import type { Db } from '../../env.ts';
import type { Position } from '../../lib/api-keys/cursor.ts';
import type { PolicySet } from '../../lib/events/policy.ts';
import { eventsCsv } from '../events/export.ts';
import { toSummary } from '../events/serialize.ts';
import { eventsAfter } from './queries.ts';
import type { EventFilters } from './schemas.ts';

/** Rows read per D1 query while exporting: one page is all an export ever holds in memory. */
export const EXPORT_PAGE = 500;

export interface ExportSource {
  db: Db;
  companyId: string;
  ownerId: string | null;
  filters: EventFilters;
  policies: PolicySet;
  format: 'csv' | 'json';
  /** The moment billing of still-open stops is computed at, the same for every row. */
  now: number;
}

/** The CSV of one page; after the first page without the header line. */
function csvPage(rows: Parameters<typeof eventsCsv>[0], first: boolean): string {
  const text = eventsCsv(rows);
  return first ? text : text.slice(text.indexOf('\r\n') + 2);
}

/**
 * The events of a range as a stream that reads the next page (by keyset cursor) only when the reader asks
 * for more, so an export of any size holds one page at a time and a slow reader slows the reads down.
 * CSV has the app's export columns; JSON is `{"events":[…]}` with the /api/v1 event shape.
 */
export function exportStream(source: ExportSource): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: Position | null = null;
  let first = true;
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { db, companyId, filters, ownerId, policies, now, format } = source;
        const rows = await eventsAfter(db, companyId, filters, ownerId, after, EXPORT_PAGE);
        const events = rows.map((row) => toSummary(row, policies, now));
        let text: string;
        if (format === 'csv') {
          text = rows.length || first ? csvPage(events, first) : '';
        } else {
          const items = events.map((e) => JSON.stringify(e)).join(',');
          text = `${first ? '{"events":[' : items ? ',' : ''}${items}`;
        }
        first = false;
        const last = rows.at(-1);
        if (last) after = { t: last.checkInTime.getTime(), id: last.id };
        const done = rows.length < EXPORT_PAGE;
        if (format === 'json' && done) text += ']}';
        if (text) controller.enqueue(encoder.encode(text));
        if (done) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
}
