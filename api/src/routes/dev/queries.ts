import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import type { EmailAttachment } from '../../lib/email.ts';
import { emailOutbox } from '../../lib/schema.ts';

/** The newest emails of the outbox (every company's: the dev mailbox exists only on a developer's machine). */
export function outbox(db: Db, to?: string) {
  const query = db.select().from(emailOutbox).orderBy(desc(emailOutbox.createdAt)).limit(100);
  return to ? query.where(eq(emailOutbox.toAddress, to)) : query;
}

/** The files an outbox email carried. */
export function attachmentsOf(row: { attachments: string | null }): EmailAttachment[] {
  return row.attachments ? (JSON.parse(row.attachments) as EmailAttachment[]) : [];
}

/** One email of the outbox by id. */
export async function outboxEmail(db: Db, id: string) {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  return row;
}
