import { useLiveStatus } from '../lib/live.ts';
import { ago, useNow } from '../lib/time.ts';

/**
 * "Last updated: 2 minutes ago", with the dot saying live updates are on. The clock and the connection's status
 * re-render this line only: such updates render at once and in one piece (an external store's), and a whole
 * list re-rendered with them every 15 seconds would hold a phone's main thread each time.
 */
export function LastUpdated({ at }: { at: number | undefined }) {
  const now = useNow(15_000);
  const live = useLiveStatus();
  return (
    <>
      Last updated: {at ? ago(at, now) : '…'}
      {live ? <span className="live-dot" title="Live updates on" /> : null}
    </>
  );
}
