import type { Actor, Db } from '../../env.ts';
import { ownerScope } from '../../lib/events/access.ts';
import { loadPolicies } from '../../lib/events/policy.ts';
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
  /** JSON: the wrapper's key and each event's shape (v1 `{"events":[…]}` of EventSummary; v2 `{"data":[…]}`). */
  json?: { key: string; item: (row: Row, policies: PolicySet, now: number) => unknown };
}

type Row = Awaited<ReturnType<typeof eventsAfter>>[number];
const V1_JSON = { key: 'events', item: toSummary };

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
        let text: string;
        if (format === 'csv') {
          text =
            rows.length || first
              ? csvPage(
                  rows.map((row) => toSummary(row, policies, now)),
                  first,
                )
              : '';
        } else {
          const json = source.json ?? V1_JSON;
          const items = rows.map((row) => JSON.stringify(json.item(row, policies, now))).join(',');
          text = `${first ? `{${JSON.stringify(json.key)}:[` : items ? ',' : ''}${items}`;
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

const CONTENT_TYPES = { csv: 'text/csv; charset=utf-8', json: 'application/json; charset=utf-8' } as const;

/** The export download of a keyed request: every event of the filters, CSV or JSON, as an attachment. */
export async function exportAnswer(
  db: Db,
  actor: Actor,
  { format, ...filters }: EventFilters & { format: 'csv' | 'json' },
  json?: ExportSource['json'],
): Promise<Response> {
  const now = Date.now();
  const stream = exportStream({
    db,
    companyId: actor.companyId,
    ownerId: ownerScope(actor),
    filters,
    policies: await loadPolicies(db, actor.companyId),
    format,
    now,
    ...(json ? { json } : {}),
  });
  const day = new Date(now).toISOString().slice(0, 10);
  return new Response(stream, {
    headers: {
      'content-type': CONTENT_TYPES[format],
      'content-disposition': `attachment; filename="detention-events-${day}.${format}"`,
      'cache-control': 'no-store',
    },
  });
}
