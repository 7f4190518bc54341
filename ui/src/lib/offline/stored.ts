import type { OfflineAction, OfflineInputs, OfflineKind } from './types.ts';

const KINDS: readonly OfflineKind[] = ['check-in', 'check-out', 'note', 'photo'];

/** A row as the previous release kept it: the request's pieces (JSON body, or file and query) instead of its input. */
interface EarlierRow {
  kind: OfflineKind;
  json?: Record<string, unknown>;
  file?: Blob;
  fileName?: string;
  query?: Record<string, string>;
}

/** The times of a check-in's body, which the previous release kept as ISO text. */
const TIMES = ['checkInTime', 'checkOutTime', 'appointmentTime'];

/** The input an earlier row's request carried. */
function inputOf(row: EarlierRow): OfflineInputs[OfflineKind] {
  if (row.kind === 'check-in') {
    const json = { ...row.json };
    for (const key of TIMES) if (typeof json[key] === 'string') json[key] = Date.parse(json[key]);
    return json as OfflineInputs['check-in'];
  }
  if (row.kind !== 'photo') return (row.json ?? {}) as OfflineInputs['note'];
  const { category, description } = row.query ?? {};
  return {
    file: row.file ?? new Blob([]),
    fileName: row.fileName ?? 'photo.jpg',
    query: {
      ...(category ? { category: category as OfflineInputs['photo']['query']['category'] } : {}),
      ...(description ? { description } : {}),
    },
  };
}

/**
 * Reads one row of the queue's IndexedDB store. A phone may still hold actions queued by the previous release,
 * which kept each request's JSON body or file and query: those are read as the same call's input, so an
 * update never loses what a driver saved without signal. Anything unrecognisable is skipped.
 */
export function fromStored(row: unknown): OfflineAction | null {
  if (!row || typeof row !== 'object') return null;
  const stored = row as Partial<OfflineAction> & EarlierRow;
  if (!KINDS.includes(stored.kind)) return null;
  if ('input' in stored && stored.input !== undefined) return stored as OfflineAction;
  const { json: _json, file: _file, fileName: _fileName, query: _query, ...rest } = stored;
  return { ...rest, input: inputOf(stored) } as OfflineAction;
}
