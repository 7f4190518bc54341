import { describe, expect, it } from 'vitest';
import { fleet, logEvent } from '../../../test/fixtures/companies.ts';
import { call, type ErrorAnswer } from '../../../test/fixtures/http.ts';

interface SearchAnswer {
  events: { id: string; facilityName: string }[];
  drivers: { id: string; name: string }[];
  facilities: { id: string; name: string }[];
}

const search = async (cookie: string, q: string) => {
  const res = await call(`/api/search?q=${encodeURIComponent(q)}`, { cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as SearchAnswer;
};

describe('GET /api/search', () => {
  it('finds events, drivers and facilities of the company only', async () => {
    const f = await fleet();
    const other = await fleet();
    const event = await logEvent(f.driver.cookie, { facilityName: 'Gateway Beverage DC', loadNumber: 'LD-5150' });
    await logEvent(other.driver.cookie, { facilityName: 'Gateway Beverage DC' });
    const byPlace = await search(f.dispatcher.cookie, 'gateway');
    expect(byPlace.events.map((e) => e.id)).toEqual([event.id]);
    expect(byPlace.facilities.map((x) => x.name)).toEqual(['Gateway Beverage DC']);
    expect((await search(f.dispatcher.cookie, 'LD-5150')).events).toHaveLength(1);
    const byDriver = await search(f.dispatcher.cookie, 'marcus');
    expect(byDriver.drivers).toEqual([expect.objectContaining({ id: f.driver.userId, name: 'Marcus Reed' })]);
    expect(byDriver.events.map((e) => e.id)).toEqual([event.id]);
  });

  it('shows a driver only their own stops and themself', async () => {
    const f = await fleet();
    await logEvent(f.otherDriver.cookie, { facilityName: 'Badger Dairy' });
    const found = await search(f.driver.cookie, 'badger');
    expect(found.events).toEqual([]);
    expect(found.facilities).toHaveLength(1);
    expect((await search(f.driver.cookie, 'elena')).drivers).toEqual([]);
  });

  it('asks for at least 2 characters', async () => {
    const f = await fleet();
    const res = await call('/api/search?q=a', { cookie: f.admin.cookie });
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorAnswer).error.message).toBe('Type at least 2 characters to search');
  });
});
