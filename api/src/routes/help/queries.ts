import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { helpFeedback } from '../../lib/schema.ts';

/** Stores a user's answer to 'Was this article helpful?'; answering again replaces the earlier answer. */
export async function saveFeedback(db: Db, userId: string, articleId: string, helpful: boolean): Promise<void> {
  await db
    .insert(helpFeedback)
    .values({ articleId, userId, helpful })
    .onConflictDoUpdate({
      target: [helpFeedback.articleId, helpFeedback.userId],
      set: { helpful, updatedAt: new Date() },
    });
}

/** The user's own answers by article. */
export async function myFeedback(db: Db, userId: string): Promise<Record<string, boolean>> {
  const rows = await db
    .select({ articleId: helpFeedback.articleId, helpful: helpFeedback.helpful })
    .from(helpFeedback)
    .where(eq(helpFeedback.userId, userId));
  return Object.fromEntries(rows.map((r) => [r.articleId, r.helpful]));
}

/** How many people found each article helpful or not. */
export async function feedbackTotals(db: Db): Promise<Record<string, { helpful: number; notHelpful: number }>> {
  const rows = await db
    .select({
      articleId: helpFeedback.articleId,
      helpful: sql<number>`sum(case when ${helpFeedback.helpful} then 1 else 0 end)`,
      total: sql<number>`count(*)`,
    })
    .from(helpFeedback)
    .groupBy(helpFeedback.articleId);
  return Object.fromEntries(
    rows.map((r) => [r.articleId, { helpful: Number(r.helpful), notHelpful: Number(r.total) - Number(r.helpful) }]),
  );
}
