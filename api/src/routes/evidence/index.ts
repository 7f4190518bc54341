import { type EvidenceEntryView, GENERAL_EVIDENCE } from '@dwell/core/schemas/documents';
import { Hono } from 'hono';
import type { Actor, AppEnv, Db } from '../../env.ts';
import { notFound } from '../../lib/errors.ts';
import { guard } from '../../middleware/guard.ts';
import { readableEvent, seesAllEvents } from '../../lib/events/access.ts';
import { findEvent } from '../events/queries/read.ts';
import { chainExists, listEntries } from './queries.ts';
import { verifyChain } from './verify.ts';

/**
 * The chain named in the path, if the caller may read it. The office roles read the company's chains:
 * 'general', one of its events', or a logged one whose event is gone. A driver reads the chains of their own
 * stops only, as they read the stops themselves; the general chain records every document without a stop.
 */
async function readableChain(db: Db, actor: Actor, chain: string): Promise<string> {
  const { companyId } = actor;
  if (chain.length > 64) throw notFound();
  if (!seesAllEvents(actor.role)) {
    if (chain === GENERAL_EVIDENCE) throw notFound();
    await readableEvent(db, actor, chain);
    return chain;
  }
  const known =
    chain === GENERAL_EVIDENCE ||
    (await findEvent(db, companyId, chain)) !== undefined ||
    (await chainExists(db, companyId, chain));
  if (!known) throw notFound();
  return chain;
}

const member = guard({ access: 'company' });

/**
 * The tamper-evident evidence log of an event's documents (or 'general' for documents without an event):
 * its entries, and a verification of the whole chain and of every stored file it names.
 */
export const evidenceRoutes = new Hono<AppEnv>()
  .get('/:eventId', member, async (c) => {
    const { db, companyId, actor } = c.var;
    const chain = await readableChain(db, actor, c.req.param('eventId'));
    const rows = await listEntries(db, companyId, chain);
    const entries: EvidenceEntryView[] = rows.map((e) => ({
      seq: e.seq,
      action: e.action,
      documentId: e.documentId,
      documentSha256: e.documentSha256,
      actorUserId: e.actorUserId,
      createdAt: e.createdAt.getTime(),
      prevHash: e.prevHash,
      hash: e.hash,
    }));
    return c.json({ entries });
  })
  .get('/:eventId/verify', member, async (c) => {
    const { db, companyId, actor } = c.var;
    const chain = await readableChain(db, actor, c.req.param('eventId'));
    return c.json(await verifyChain(db, c.env.DOCUMENTS, companyId, chain));
  });
