/**
 * POST /api/integrations/:id/secret: a new webhook secret without losing deliveries. The previous secret keeps
 * verifying for 24 hours (the sender's switch-over), then only the new one does; parallel rotations never
 * push the original secret out of its grace.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { integrations } from '../../lib/schema.ts';
import { call, db, type ErrorAnswer } from '../../../test/fixtures/http.ts';
import { connect, deliver, genericBody, SAMSARA_SECRET, signedHeaders } from '../../../test/fixtures/integrations.ts';

interface Rotated {
  integration: { id: string; secretRotatedAt: number | null; previousSecretUntil: number | null };
  secret: string | null;
  message: string;
}

const rotate = (id: string, cookie: string, json: object = {}) =>
  call(`/api/integrations/${id}/secret`, { cookie, json });

/** The status a delivery signed with `secret` gets (an unmapped vehicle: accepted but not applied, 202). */
async function statusWith(id: string, provider: 'generic' | 'samsara', secret: string): Promise<number> {
  const body = genericBody(`evt_${crypto.randomUUID()}`, 'arrival', Date.now() - 60_000, { vehicle: 'NOT-MAPPED' });
  if (provider === 'generic') return (await deliver(id, body, signedHeaders('generic', secret, body))).status;
  const samsaraBody = JSON.stringify({ eventId: crypto.randomUUID(), eventType: 'Ping', data: {} });
  return (await deliver(id, samsaraBody, signedHeaders('samsara', secret, samsaraBody))).status;
}

describe('rotating a webhook secret', () => {
  it('shows a new generic secret once; the old one works for 24 hours, then only the new one', async () => {
    const c = await connect('generic');
    const res = await rotate(c.id, c.fleet.admin.cookie);
    expect(res.status).toBe(200);
    const rotated = (await res.json()) as Rotated;
    expect(rotated.secret).toMatch(/^dwsec_[A-Za-z0-9_-]{43}$/);
    expect(rotated.secret).not.toBe(c.secret);
    expect(rotated.message).toBe(
      'The new secret is in use. The previous one keeps working for 24 hours while you update the sender.',
    );
    const until = rotated.integration.previousSecretUntil ?? 0;
    expect(until - (rotated.integration.secretRotatedAt ?? 0)).toBe(24 * 3_600_000);
    const [row] = await db().select().from(integrations).where(eq(integrations.id, c.id));
    expect(row?.previousSecretCiphertext).toMatch(/^v1\./);
    expect(row?.secretCiphertext).not.toContain(rotated.secret);

    expect(await statusWith(c.id, 'generic', rotated.secret ?? '')).toBe(202);
    expect(await statusWith(c.id, 'generic', c.secret)).toBe(202);
    expect(await statusWith(c.id, 'generic', 'dwsec_never_issued')).toBe(401);
    // A day later the grace is over.
    await db()
      .update(integrations)
      .set({ previousSecretUntil: new Date(Date.now() - 1000) })
      .where(eq(integrations.id, c.id));
    expect(await statusWith(c.id, 'generic', c.secret)).toBe(401);
    expect(await statusWith(c.id, 'generic', rotated.secret ?? '')).toBe(202);
  });

  it('of two parallel rotations one wins, the other is told, and the original secret stays in its grace', async () => {
    const c = await connect('generic');
    const answers = await Promise.all([rotate(c.id, c.fleet.admin.cookie), rotate(c.id, c.fleet.admin.cookie)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const [won, refused] = answers[0]?.status === 200 ? answers : [answers[1], answers[0]];
    expect(((await refused?.json()) as ErrorAnswer | undefined)?.error.message).toBe(
      'The secret was changed by someone else a moment ago. Reload to see the integration.',
    );
    const winner = (await won?.json()) as Rotated;
    expect(await statusWith(c.id, 'generic', c.secret)).toBe(202);
    expect(await statusWith(c.id, 'generic', winner.secret ?? '')).toBe(202);
  });

  it('takes a pasted Samsara secret under the create rules and never echoes it', async () => {
    const c = await connect('samsara');
    const refuse = async (json: object) => {
      const res = await rotate(c.id, c.fleet.admin.cookie, json);
      return { status: res.status, message: ((await res.json()) as ErrorAnswer).error.message };
    };
    expect(await refuse({})).toEqual({
      status: 422,
      message: "Paste the webhook secret from the provider's dashboard",
    });
    expect(await refuse({ secret: 'not base64!' })).toEqual({
      status: 422,
      message: 'A Samsara webhook secret is base64 text: paste it exactly as Samsara shows it',
    });
    const [untouched] = await db().select().from(integrations).where(eq(integrations.id, c.id));
    expect(untouched?.previousSecretCiphertext).toBeNull();

    const next = Buffer.from('dwell-samsara-next-key').toString('base64');
    const res = await rotate(c.id, c.fleet.admin.cookie, { secret: next });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(next);
    expect((JSON.parse(text) as Rotated).secret).toBeNull();
    expect(await statusWith(c.id, 'samsara', next)).toBe(202);
    expect(await statusWith(c.id, 'samsara', SAMSARA_SECRET)).toBe(202);
  });

  it('refuses a generic secret sent by the caller, a disconnected integration, other roles and companies', async () => {
    const c = await connect('generic');
    const other = await connect('generic');
    const sent = await rotate(c.id, c.fleet.admin.cookie, { secret: 'dwsec_mine' });
    expect(sent.status).toBe(422);
    expect((await rotate(c.id, c.fleet.dispatcher.cookie)).status).toBe(403);
    expect((await rotate(c.id, other.fleet.admin.cookie)).status).toBe(404);
    await call(`/api/integrations/${c.id}/disconnect`, { cookie: c.fleet.admin.cookie, method: 'POST' });
    const off = await rotate(c.id, c.fleet.admin.cookie);
    expect(off.status).toBe(409);
    expect(((await off.json()) as ErrorAnswer).error.message).toBe(
      'This integration is disconnected. Connect it again in Settings → Integrations.',
    );
    const [row] = await db().select().from(integrations).where(eq(integrations.id, c.id));
    expect(row?.previousSecretCiphertext).toBeNull();
  });
});
