import { beforeAll, describe, expect, it } from 'vitest';
import { FACTORIES } from '../../../test/security/factories.ts';
import { type Tenant, tenant } from '../../../test/security/world.ts';
import { keyOf, v1 } from '../../../test/fixtures/v1.ts';

interface DocumentList {
  documents: { id: string; name: string; url: string }[];
}

describe('/api/v1/documents', () => {
  let a: Tenant;
  let b: Tenant;
  let token: string;
  let docOfA: string;
  let docOfB: string;
  beforeAll(async () => {
    a = await tenant('DocsA');
    b = await tenant('DocsB');
    token = (await keyOf(a, ['documents:read'])).token;
    docOfA = (await FACTORIES.document(a)).id;
    docOfB = (await FACTORIES.document(b)).id;
  }, 30_000);

  it("lists the company's documents with download addresses of /api/v1", async () => {
    const res = await v1('/documents', { token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as DocumentList;
    expect(body.documents.map((d) => d.id)).toEqual([docOfA]);
    expect(body.documents[0]?.url).toBe(`/api/v1/documents/${docOfA}/download`);
    expect((await v1('/documents?category=nope', { token })).status).toBe(400);
  });

  it('downloads a document of the company as an attachment', async () => {
    const res = await v1(`/documents/${docOfA}/download`, { token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    expect(new Uint8Array(await res.arrayBuffer()).slice(1, 4)).toEqual(new TextEncoder().encode('PNG'));
  });

  it("answers 404 to A's key for B's document and for B's event filter", async () => {
    expect((await v1(`/documents/${docOfB}/download`, { token })).status).toBe(404);
    const eventOfB = (await FACTORIES.event(b)).id;
    expect((await v1(`/documents?eventId=${eventOfB}`, { token })).status).toBe(404);
  });

  it('refuses a key without documents:read with 403', async () => {
    const events = await keyOf(a, ['events:read']);
    expect((await v1(`/documents/${docOfA}/download`, { token: events.token })).status).toBe(403);
  });
});
