import { API_SCOPES } from '@dwell/core/schemas/api-keys';
import type { DocumentView } from '@dwell/core/schemas/documents';
import { EVENT_MESSAGES } from '@dwell/core/schemas/events';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueKey } from '../../lib/api-keys/keys.ts';
import { addEvent, addMember, type Member, subscribedCompany } from '../../../test/fixtures/companies.ts';
import { storedFor, upload, uploaded } from '../../../test/fixtures/documents.ts';
import { jpeg, pdf, png } from '../../../test/fixtures/files.ts';
import { call, db } from '../../../test/fixtures/http.ts';

/**
 * Evidence follows its event (ASVS V8.2.2): a driver reaches the documents of their own stops and, of the
 * documents attached to no stop, the ones they uploaded; a colleague's evidence answers like a made-up id
 * everywhere (lists, search, downloads, evidence chain, archive, restore, delete) and cannot be added to.
 */
describe('a driver and the company’s evidence', () => {
  let owner: Awaited<ReturnType<typeof subscribedCompany>>;
  let driver: Member;
  let colleague: Member;
  let stop: string;
  let colleagueStop: string;
  const docs = {} as Record<'officeOnStop' | 'ownOnStop' | 'colleagues' | 'officeGeneral' | 'ownGeneral', DocumentView>;

  beforeAll(async () => {
    owner = await subscribedCompany();
    [driver, colleague] = await Promise.all([
      addMember(owner.companyId, 'driver', 'Marcus Reed'),
      addMember(owner.companyId, 'driver', 'Elena Vasquez'),
    ]);
    stop = await addEvent(owner.companyId, driver.userId);
    colleagueStop = await addEvent(owner.companyId, colleague.userId);
    docs.officeOnStop = await uploaded(owner.cookie, pdf('BOL'), { name: 'office-bol.pdf', query: { eventId: stop } });
    docs.ownOnStop = await uploaded(driver.cookie, png(70), { name: 'my-dock.png', query: { eventId: stop } });
    docs.colleagues = await uploaded(colleague.cookie, png(90), {
      name: 'elena-dock.png',
      query: { eventId: colleagueStop, description: 'Door 7 photo' },
    });
    docs.officeGeneral = await uploaded(owner.cookie, jpeg(80), { name: 'rate-sheet.jpg' });
    docs.ownGeneral = await uploaded(driver.cookie, jpeg(60), { name: 'my-receipt.jpg' });
  }, 60_000);

  const listed = async (cookie: string, query: Record<string, string> = {}) => {
    const res = await call(`/api/documents?${new URLSearchParams(query)}`, { cookie });
    expect(res.status).toBe(200);
    return ((await res.json()) as { documents: DocumentView[] }).documents.map((d) => d.name).sort();
  };

  it('lists their own stops’ documents and the general ones they uploaded; the office lists all', async () => {
    expect(await listed(driver.cookie)).toEqual(['my-dock.png', 'my-receipt.jpg', 'office-bol.pdf']);
    expect(await listed(owner.cookie)).toHaveLength(5);
    // Search and filters never reach past the scope.
    expect(await listed(driver.cookie, { q: 'Door 7' })).toEqual([]);
    expect(await listed(driver.cookie, { q: 'dock' })).toEqual(['my-dock.png']);
    expect(await listed(driver.cookie, { eventId: stop })).toEqual(['my-dock.png', 'office-bol.pdf']);
  });

  it('reaches their own stop’s files and evidence chain', async () => {
    for (const doc of [docs.officeOnStop, docs.ownOnStop, docs.ownGeneral]) {
      expect((await call(doc.url, { cookie: driver.cookie })).status).toBe(200);
    }
    const chain = await call(`/api/evidence/${stop}`, { cookie: driver.cookie });
    expect(chain.status).toBe(200);
    expect(((await chain.json()) as { entries: unknown[] }).entries).toHaveLength(2);
    expect(await (await call(`/api/evidence/${stop}/verify`, { cookie: driver.cookie })).json()).toMatchObject({
      ok: true,
    });
  });

  it('answers a colleague’s evidence and the office’s general files 404 everywhere, changing nothing', async () => {
    const before = await storedFor(owner.companyId);
    const reads = [
      `/api/documents?eventId=${colleagueStop}`,
      docs.colleagues.url,
      docs.officeGeneral.url,
      `/api/evidence/${colleagueStop}`,
      `/api/evidence/${colleagueStop}/verify`,
      '/api/evidence/general',
      '/api/evidence/general/verify',
    ];
    for (const path of reads) expect([path, (await call(path, { cookie: driver.cookie })).status]).toEqual([path, 404]);
    for (const doc of [docs.colleagues, docs.officeGeneral]) {
      for (const action of ['archive', 'restore']) {
        const res = await call(`/api/documents/${doc.id}/${action}`, { method: 'POST', cookie: driver.cookie });
        expect(res.status).toBe(404);
      }
      expect((await call(`/api/documents/${doc.id}`, { method: 'DELETE', cookie: driver.cookie })).status).toBe(404);
    }
    expect(await storedFor(owner.companyId)).toEqual(before);
  });

  it('cannot add a file to a colleague’s stop: 403 as for any change to it, nothing stored', async () => {
    const before = await storedFor(owner.companyId);
    const res = await upload(driver.cookie, png(120), { name: 'sneaky.png', query: { eventId: colleagueStop } });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'not_owner', message: EVENT_MESSAGES.notOwner } });
    expect(await storedFor(owner.companyId)).toEqual(before);
  });

  it('an API key acting as a driver reads only that driver’s evidence', async () => {
    const { token } = await issueKey(db(), owner.companyId, driver.userId, {
      name: 'Driver key',
      scopes: [...API_SCOPES],
    });
    const headers = { authorization: `Bearer ${token}` };
    const res = await call('/api/v1/documents', { headers });
    expect(res.status).toBe(200);
    const names = ((await res.json()) as { documents: DocumentView[] }).documents.map((d) => d.name).sort();
    expect(names).toEqual(['my-dock.png', 'my-receipt.jpg', 'office-bol.pdf']);
    expect((await call(`/api/v1/documents/${docs.colleagues.id}/download`, { headers })).status).toBe(404);
    expect((await call(`/api/v1/documents?eventId=${colleagueStop}`, { headers })).status).toBe(404);
  });
});
