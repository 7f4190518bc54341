import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { emailOutbox } from '../../lib/schema.ts';

/** The newest emails of the outbox (every company's: the dev mailbox exists only on a developer's machine). */
export function outbox(db: Db, to?: string) {
  const query = db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100);
  return to ? query.where(eq(emailOutbox.toAddress, to)) : query;
}
