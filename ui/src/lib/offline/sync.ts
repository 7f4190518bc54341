import { toast } from '../toast.ts';
import { replayQueue } from './replay.ts';
import { allActions, ENQUEUED_EVENT, removeActions } from './store.ts';

/** While actions wait, try again this often (a server that was busy or failing may be back). */
const RETRY_MS = 30_000;
/** Sent actions stay listed this long, so the driver sees they went through. */
const KEEP_SENT_MS = 24 * 60 * 60 * 1000;

async function runOnce(): Promise<void> {
  if (!navigator.onLine) return;
  // One replay at a time across bundles and tabs: a second runner would send the same action again.
  await navigator.locks.request('dwell-offline-replay', { ifAvailable: true }, async (lock) => {
    if (!lock) return;
    const sent = await replayQueue();
    if (sent > 0) toast('success', 'Back online', `${sent} saved ${sent === 1 ? 'action was' : 'actions were'} sent.`);
  });
}

/**
 * Replays the offline queue whenever the connection returns, on start and after each new queued action,
 * and prunes sent actions after a day. Called once by the shell; returns the stop function.
 */
export function startOfflineSync(): () => void {
  const run = () => void runOnce().catch((error: unknown) => console.error('Offline replay failed', error));
  const prune = async () => {
    const old = (await allActions()).filter((a) => a.state === 'sent' && Date.now() - a.createdAt > KEEP_SENT_MS);
    if (old.length) await removeActions(old.map((a) => a.id));
  };
  window.addEventListener('online', run);
  window.addEventListener(ENQUEUED_EVENT, run);
  const timer = setInterval(async () => {
    if ((await allActions()).some((a) => a.state === 'queued')) run();
  }, RETRY_MS);
  void prune();
  run();
  return () => {
    window.removeEventListener('online', run);
    window.removeEventListener(ENQUEUED_EVENT, run);
    clearInterval(timer);
  };
}
