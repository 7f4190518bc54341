import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { helpFeedback } from '../../lib/schema.ts';
import { signUp } from '../../../test/fixtures/accounts.ts';
import { call, db } from '../../../test/fixtures/http.ts';

describe('help feedback (docs/product.md#help-centre)', () => {
  it("stores 'Was this article helpful?' once per user, the latest answer winning", async () => {
    const a = await signUp();
    const b = await signUp();
    const vote = (cookie: string, helpful: boolean) =>
      call('/api/help/articles/detention-policies/feedback', { cookie, json: { helpful } });
    expect((await vote(a.cookie, false)).status).toBe(200);
    expect((await vote(a.cookie, true)).status).toBe(200);
    await vote(b.cookie, false);
    const res = await call('/api/help/feedback', { cookie: a.cookie });
    const body = (await res.json()) as { mine: Record<string, boolean>; totals: Record<string, object> };
    expect(body.mine).toEqual({ 'detention-policies': true });
    expect(body.totals['detention-policies']).toEqual({ helpful: 1, notHelpful: 1 });
  });

  it('refuses an unknown article and a missing answer, storing nothing', async () => {
    const { cookie, userId } = await signUp();
    const unknown = await call('/api/help/articles/no-such-article/feedback', { cookie, json: { helpful: true } });
    expect(unknown.status).toBe(404);
    const missing = await call('/api/help/articles/getting-started/feedback', { cookie, json: {} });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe('Answer Yes or No.');
    expect(await db().select().from(helpFeedback).where(eq(helpFeedback.userId, userId))).toEqual([]);
  });
});
