import { type EvidenceEntryView, GENERAL_EVIDENCE } from '@dwell/core/schemas/documents';
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { notFound } from '../../lib/errors.ts';
import { requireAuth, requireCompany } from '../../middleware/session.ts';
import { eventBelongs } from '../documents/queries.ts';
import { chainExists, listEntries } from './queries.ts';
import { verifyChain } from './verify.ts';

/** The chain named in the path, if the caller's company has it: 'general', one of its events, or a logged one. */
async function chainOf(c: Context<AppEnv>): Promise<{ companyId: string; chain: string }> {
  const companyId = c.get('auth').companyId ?? '';
  const chain = c.req.param('eventId') ?? '';
  if (chain.length > 64) throw notFound();
  const known =
    chain === GENERAL_EVIDENCE ||
    (await eventBelongs(c.get('db'), companyId, chain)) ||
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
