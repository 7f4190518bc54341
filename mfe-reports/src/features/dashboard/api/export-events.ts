import { api } from '@dwell/ui/lib/api-client.ts';
import { download } from '../../../lib/download.ts';

/** GET /api/events/export.csv over a window: the very stops the cards count, as a file. */
export const exportEvents = (from: number, to: number) =>
  download(api.api.events['export.csv'].$url({ query: { from: String(from), to: String(to) } }));
