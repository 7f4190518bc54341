import { EVENT_MESSAGES } from '@dwell/core/schemas/events';
import { describe, expect, it } from 'vitest';
import { action, fakeFetch, INPUTS, memoryStore } from '../../../test/offline-fakes.ts';
import { ApiClientError } from '../api-client.ts';
import { sendOrQueue } from './queue.ts';
import { replayQueue } from './replay.ts';
import { fromStored } from './stored.ts';

const online = () => true;
const offline = () => false;

describe('the typed offline queue', () => {
  it('sends each kind of action as the typed client’s request, with its input as the body', async () => {
    const store = memoryStore([
      action('check-in', 'local_c'),
      action('check-out', 'ev_9'),
      action('note', 'ev_9'),
      action('photo', 'ev_9'),
    ]);
    const { fetcher, sent } = fakeFetch([{ status: 201, body: { event: { id: 'ev_new' } } }]);
    expect(await replayQueue(fetcher, store)).toBe(4);
    expect(sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      'POST /api/events',
      'POST /api/events/ev_9/complete',
      'POST /api/events/ev_9/notes',
      'POST /api/documents?category=detention&eventId=ev_9',
    ]);
    const [checkIn, checkOut, note, photo] = sent;
    expect(JSON.parse(String(checkIn?.body))).toEqual(INPUTS['check-in']);
    expect(checkIn?.headers.get('content-type')).toBe('application/json');
    expect(JSON.parse(String(checkOut?.body))).toEqual(INPUTS['check-out']);
    expect(JSON.parse(String(note?.body))).toEqual({ body: 'Waiting for a door' });
    expect(photo?.body).toBe(INPUTS.photo.file);
    expect(photo?.headers.get('content-type')).toBe('image/png');
    expect(photo?.headers.get('x-file-name')).toBe('dock.png');
    expect(sent.map((s) => s.key)).toEqual([...store.rows.values()].map((a) => a.id));
  });

  it('reads an action the previous release queued (JSON body, or file and query) as the same call', async () => {
    const file = new Blob(['y'], { type: 'image/jpeg' });
    const earlier = [
      { id: 'k1', seq: 1, kind: 'note', eventId: 'ev_4', label: 'Note', json: { body: 'Gate closed' } },
      {
        ...{ id: 'k2', seq: 2, kind: 'photo', eventId: 'ev_4', label: 'Photo', file, fileName: 'gate 1.jpg' },
        query: { category: 'loading', description: 'Scaled copy' },
      },
    ].map((row) => fromStored({ ...row, state: 'queued', createdAt: 0 }));
    expect(earlier.map((a) => a?.input)).toEqual([
      { body: 'Gate closed' },
      { file, fileName: 'gate 1.jpg', query: { category: 'loading', description: 'Scaled copy' } },
    ]);
    expect(fromStored({ id: 'k3', kind: 'unknown' })).toBeNull();
    const checkIn = fromStored({
      ...{ id: 'k4', seq: 4, kind: 'check-in', eventId: 'local_4', label: 'Check in', state: 'queued', createdAt: 0 },
      json: { facilityName: 'Dock 9', checkInTime: '2026-03-08T09:30:00.000Z', checkOutTime: null },
    });
    expect(checkIn?.input).toEqual({
      facilityName: 'Dock 9',
      checkInTime: Date.parse('2026-03-08T09:30:00.000Z'),
      checkOutTime: null,
    });

    const store = memoryStore(earlier.filter((a) => a !== null));
    const { fetcher, sent } = fakeFetch([]);
    expect(await replayQueue(fetcher, store)).toBe(2);
    expect(sent.map((s) => s.url)).toEqual([
      '/api/events/ev_4/notes',
      '/api/documents?category=loading&description=Scaled+copy&eventId=ev_4',
    ]);
    expect(sent[1]?.headers.get('x-file-name')).toBe('gate%201.jpg');
  });
});

describe('sendOrQueue', () => {
  it('sends at once when online and answers with the API’s typed body, queueing nothing', async () => {
    const store = memoryStore();
    const { fetcher, sent } = fakeFetch([{ status: 201, body: { event: { id: 'ev_now' } } }]);
    const result = await sendOrQueue(
      { id: 'intent-1', kind: 'check-in', eventId: 'local_x', label: 'Check in', input: INPUTS['check-in'] },
      { store, online, fetch: fetcher },
    );
    expect(result.queued ? null : result.body.event.id).toBe('ev_now');
    expect(sent.map((s) => s.key)).toEqual(['intent-1']);
    expect(store.rows.size).toBe(0);
  });

  it('queues under the same key when offline, when the request never arrives, or when the API is failing', async () => {
    for (const [isOnline, answers] of [
      [offline, []],
      [online, ['offline']],
      [online, [{ status: 503, body: {} }]],
    ] as const) {
      const store = memoryStore();
      let announced = 0;
      store.enqueued = () => {
        announced += 1;
      };
      const { fetcher } = fakeFetch([...answers]);
      const result = await sendOrQueue(
        { id: 'intent-2', kind: 'note', eventId: 'ev_5', label: 'Note', input: { body: 'At the gate' } },
        { store, online: isOnline, fetch: fetcher },
      );
      expect(result.queued).toBe(true);
      expect([...store.rows.values()]).toMatchObject([
        { id: 'intent-2', kind: 'note', eventId: 'ev_5', state: 'queued', input: { body: 'At the gate' } },
      ]);
      expect(announced).toBe(1);
    }
  });

  it('queues an action on a still-queued check-in, and any action behind earlier queued ones, without sending', async () => {
    const store = memoryStore();
    const { fetcher, sent } = fakeFetch([]);
    const context = { store, online, fetch: fetcher };
    await sendOrQueue({ kind: 'note', eventId: 'local_q', label: 'Note', input: { body: 'Waiting' } }, context);
    await sendOrQueue({ kind: 'check-out', eventId: 'ev_6', label: 'Check out', input: {} }, context);
    expect(sent).toEqual([]);
    expect([...store.rows.values()].map((a) => [a.kind, a.state])).toEqual([
      ['note', 'queued'],
      ['check-out', 'queued'],
    ]);
  });

  it('throws the API’s refusal with its message and queues nothing', async () => {
    const store = memoryStore();
    const refusal = { error: { code: 'not_active', message: 'This event is no longer active' } };
    const { fetcher } = fakeFetch([{ status: 409, body: refusal }]);
    const sending = sendOrQueue(
      { kind: 'check-out', eventId: 'ev_7', label: 'Check out', input: {} },
      { store, online, fetch: fetcher },
    );
    await expect(sending).rejects.toMatchObject({ status: 409, code: 'not_active', message: refusal.error.message });
    expect(store.rows.size).toBe(0);
  });

  it('refuses input its schema refuses before sending or queueing, with the message by field', async () => {
    for (const isOnline of [online, offline]) {
      const store = memoryStore();
      const { fetcher, sent } = fakeFetch([]);
      const sending = sendOrQueue(
        { kind: 'note', eventId: 'ev_8', label: 'Note', input: { body: '   ' } },
        { store, online: isOnline, fetch: fetcher },
      );
      await expect(sending).rejects.toBeInstanceOf(ApiClientError);
      await expect(sending).rejects.toMatchObject({
        status: 400,
        message: EVENT_MESSAGES.noteRequired,
        details: { issues: [{ path: 'body', message: EVENT_MESSAGES.noteRequired }] },
      });
      expect(sent).toEqual([]);
      expect(store.rows.size).toBe(0);
    }
  });
});
