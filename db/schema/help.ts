import { index, primaryKey, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, updatedAt } from './columns.ts';
import { users } from './users.ts';

/** 'Was this article helpful?' answers: one per user and article, the latest answer wins. */
export const helpFeedback = sqliteTable(
  'help_feedback',
  {
    /** Id of an article in core/src/help-articles.ts. */
    articleId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    helpful: bool().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.userId] }), index('help_feedback_user_idx').on(t.userId)],
);

export type HelpFeedback = typeof helpFeedback.$inferSelect;
