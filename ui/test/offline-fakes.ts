import type { QueueStore } from '../src/lib/offline/store.ts';
import type { OfflineAction, OfflineInputs, OfflineKind } from '../src/lib/offline/types.ts';

/** A queue store in memory, its rows open for assertions. */
export function memoryStore(actions: OfflineAction[] = []): QueueStore & { rows: Map<string, OfflineAction> } {
  const rows = new Map(actions.map((a) => [a.id, a]));
  return {
    rows,
    allActions: async () => [...rows.values()].sort((a, b) => a.seq - b.seq),
    saveAction: async (a) => {
      rows.set(a.id, a);
    },
  };
}

/** A valid input of each kind, as a screen would hand it over. */
export const INPUTS: OfflineInputs = {
  'check-in': {
    facilityName: 'Dock 4',
    facilityAddress: 'Acme Foods',
    checkInTime: Date.now() - 60 * 60_000,
    checkOutTime: null,
    appointmentTime: null,
    reason: null,
    loadNumber: null,
    notes: null,
    facilityId: null,
    customerId: null,
    driverId: null,
    checkInSource: 'manual',
  },
  'check-out': { checkOutTime: Date.now() - 5 * 60_000 },
  note: { body: 'Waiting for a door' },
  photo: { file: new Blob(['x'], { type: 'image/png' }), fileName: 'dock.png', query: { category: 'detention' } },
};

let seq = 0;
/** A queued action of one kind on an event, with a valid input unless one is given. */
export function action<K extends OfflineKind>(
  kind: K,
  eventId: string,
  input: OfflineInputs[K] = INPUTS[kind],
): OfflineAction {
  seq += 1;
  const call = { kind, input } as OfflineAction;
  return { ...call, id: `key-${seq}`, seq, eventId, label: kind, state: 'queued', createdAt: 0 };
}

export type ScriptedAnswer = { status: number; body: unknown } | 'offline';

/** What the fake fetch was asked: the address (path and query), method, headers and body. */
export interface SentRequest {
  url: string;
  method: string;
  key: string | null;
  headers: Headers;
  body: BodyInit | null | undefined;
}

/** A fetch that records what was sent and answers from a script (201 with an empty body once it runs out). */
export function fakeFetch(answers: ScriptedAnswer[]) {
  const sent: SentRequest[] = [];
  const fetcher = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const answer = answers.shift() ?? { status: 201, body: {} };
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const url = new URL(String(input));
    const headers = new Headers(init?.headers);
    sent.push({
      url: url.pathname + url.search,
      method: init?.method ?? 'GET',
      key: headers.get('idempotency-key'),
      headers,
      body: init?.body,
    });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  }) as typeof fetch;
  return { fetcher, sent };
}
