import { fromStored } from './stored.ts';
import type { OfflineAction } from './types.ts';

const DB_NAME = 'dwell-offline';
const STORE = 'actions';
/** Every bundle (shell and each remote) has its own copy of this module: they meet in IndexedDB and here. */
const CHANNEL = 'dwell-offline';
/** Tells the shell's replay (offline/sync.ts) that an action was just queued. */
export const ENQUEUED_EVENT = 'dwell:offline-enqueued';

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const request = work(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(request.result);
        tx.onerror = () => reject(tx.error);
      }),
  );
}

/** Every queued, sent or failed action, in the order the driver tapped them. */
export async function allActions(): Promise<OfflineAction[]> {
  const rows = await run<unknown[]>('readonly', (s) => s.getAll());
  return rows
    .map(fromStored)
    .filter((a): a is OfflineAction => a !== null)
    .sort((a, b) => a.seq - b.seq);
}

/** Writes one action and tells every bundle and tab that the queue changed. */
export async function saveAction(action: OfflineAction): Promise<void> {
  await run('readwrite', (s) => s.put(action));
  announce();
}

/** Removes actions by id. */
export async function removeActions(ids: readonly string[]): Promise<void> {
  for (const id of ids) await run('readwrite', (s) => s.delete(id));
  announce();
}

let sender: BroadcastChannel | null = null;

function announce(): void {
  // A message reaches every other BroadcastChannel object of the origin, those of this page included.
  sender ??= new BroadcastChannel(CHANNEL);
  sender.postMessage('changed');
}

/** The page's one receiving channel (opened with its first listener: a channel costs a few ms to open) and its listeners. */
let receiver: BroadcastChannel | null = null;
const listeners = new Set<() => void>();

/** Calls `listener` whenever the queue changes, in this page or another tab. Returns the unsubscribe. */
export function onQueueChange(listener: () => void): () => void {
  const entry = () => listener();
  listeners.add(entry);
  if (!receiver) {
    receiver = new BroadcastChannel(CHANNEL);
    receiver.onmessage = () => {
      for (const each of [...listeners]) each();
    };
  }
  return () => {
    listeners.delete(entry);
  };
}

/** Where the queue lives (IndexedDB in the browser; a map in tests). */
export interface QueueStore {
  allActions(): Promise<OfflineAction[]>;
  saveAction(action: OfflineAction): Promise<void>;
  /** Called once an action was queued, so a replay can start. */
  enqueued?(): void;
}

export const browserStore: QueueStore = {
  allActions,
  saveAction,
  enqueued: () => window.dispatchEvent(new Event(ENQUEUED_EVENT)),
};
