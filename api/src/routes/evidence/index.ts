import { type EvidenceEntryView, GENERAL_EVIDENCE } from '@dwell/core/schemas/documents';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { notFound } from '../../lib/errors.ts';
import { requireAuth, requireCompany } from '../../middleware/session.ts';
import { companyOf, readableEvent, seesAllEvents } from '../../lib/events/access.ts';
import { findEvent } from '../events/queries.ts';
import { chainExists, listEntries } from './queries.ts';
import { verifyChain } from './verify.ts';

/**
 * The chain named in the path, if the caller may read it. The office roles read the company's chains:
 * 'general', one of its events', or a logged one whose event is gone. A driver reads the chains of their own
 * stops only, as they read the stops themselves; the general chain records every document without a stop.
 */
async function chainOf(c: Context<AppEnv>): Promise<{ companyId: string; chain: string }> {
  const companyId = companyOf(c);
  const chain = c.req.param('eventId') ?? '';
  if (chain.length > 64) throw notFound();
  if (!seesAllEvents(c.get('auth').role)) {
    if (chain === GENERAL_EVIDENCE) throw notFound();
    await readableEvent(c, chain);
    return { companyId, chain };
  }
  const known =
    chain === GENERAL_EVIDENCE ||
    (await findEvent(c.get('db'), companyId, chain)) !== undefined ||
    (await chainExists(c.get('db'), companyId, chain));
  if (!known) throw notFound();
  return { companyId, chain };
}

/**
 * The tamper-evident evidence log of an event's documents (or 'general' for documents without an event):
 * its entries, and a verification of the whole chain and of every stored file it names.
 */
export const evidenceRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireCompany)
  .get('/:eventId', async (c) => {
    const { companyId, chain } = await chainOf(c);
    const rows = await listEntries(c.get('db'), companyId, chain);
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
  .get('/:eventId/verify', async (c) => {
    const { companyId, chain } = await chainOf(c);
    return c.json(await verifyChain(c.get('db'), c.env.DOCUMENTS, companyId, chain));
  });
