import { describe, expect, it } from 'vitest';
import { action, fakeFetch, memoryStore } from '../../../test/offline-fakes.ts';
import { replayQueue } from './replay.ts';

describe('offline queue replay', () => {
  it('sends in tap order and points the actions on an offline check-in at the id the API gave it', async () => {
    const store = memoryStore([
      action('check-in', 'local_a'),
      action('check-out', 'local_a'),
      action('note', 'local_a'),
      action('photo', 'local_a'),
    ]);
    const { fetcher, sent } = fakeFetch([{ status: 201, body: { event: { id: 'ev_real' } } }]);
    expect(await replayQueue(fetcher, store)).toBe(4);
    expect(sent.map((s) => s.url)).toEqual([
      '/api/events',
      '/api/events/ev_real/complete',
      '/api/events/ev_real/notes',
      '/api/documents?category=detention&eventId=ev_real',
    ]);
    expect(sent.map((s) => s.key)).toEqual([...store.rows.values()].map((a) => a.id));
    expect(new Set(sent.map((s) => s.key)).size).toBe(4);
    expect([...store.rows.values()].every((a) => a.state === 'sent')).toBe(true);
    expect([...store.rows.values()][0]?.serverEventId).toBe('ev_real');
  });

  it('stops at the first action without signal and keeps it and the rest queued, in order', async () => {
    const store = memoryStore([action('check-out', 'ev_1'), action('note', 'ev_1')]);
    const { fetcher, sent } = fakeFetch(['offline']);
    expect(await replayQueue(fetcher, store)).toBe(0);
    expect(sent).toEqual([]);
    expect([...store.rows.values()].map((a) => a.state)).toEqual(['queued', 'queued']);
  });

  it('marks a refused action failed with the API’s message, and the actions on a refused check-in too', async () => {
    const store = memoryStore([action('check-in', 'local_b'), action('note', 'local_b'), action('note', 'ev_2')]);
    const { fetcher, sent } = fakeFetch([
      { status: 400, body: { error: { message: 'Location and Shipper/Receiver are required' } } },
      { status: 201, body: {} },
    ]);
    expect(await replayQueue(fetcher, store)).toBe(1);
    const [checkIn, note, other] = [...store.rows.values()];
    expect(checkIn).toMatchObject({ state: 'failed', error: 'Location and Shipper/Receiver are required' });
    expect(note).toMatchObject({ state: 'failed', error: 'Its check-in was refused, so this was not sent.' });
    expect(other?.state).toBe('sent');
    expect(sent.map((s) => s.url)).toEqual(['/api/events', '/api/events/ev_2/notes']);
  });

  it('keeps an action queued when the server is failing or busy, to try again later', async () => {
    const store = memoryStore([action('note', 'ev_3')]);
    const { fetcher } = fakeFetch([{ status: 503, body: {} }]);
    expect(await replayQueue(fetcher, store)).toBe(0);
    expect([...store.rows.values()][0]?.state).toBe('queued');
  });
});
