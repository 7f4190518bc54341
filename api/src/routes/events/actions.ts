import { cancelEventSchema, completeEventSchema, noteSchema } from '@dwell/core/schemas/events';
import { Hono } from 'hono';
import type { AppEnv } from '../../env.ts';
import { readableEvent, writableEvent } from '../../lib/events/access.ts';
import { validate } from '../../lib/validate.ts';
import { clientCapture } from '../../lib/events/capture.ts';
import { guard } from '../../middleware/guard.ts';
import { idempotent } from '../../middleware/idempotency.ts';
import { stopChanged } from './follow.ts';
import { addNote, completeEvent, deleteEvent, endEvent, repriceEvent } from './lifecycle.ts';
import { eventNotesOf } from './queries/read.ts';

const member = guard({ access: 'company', subscription: true });
/** Deleting and repricing a stop are the company admin's. */
const admin = guard({ access: ['carrier_admin'], subscription: true });

/** Mark as complete, Cancel event, delete, reprice, and the Notes tab of one event. */
export const eventActionRoutes = new Hono<AppEnv>()
  .post('/:id/complete', member, idempotent, validate('json', completeEventSchema), async (c) => {
    const event = await writableEvent(c.var.db, c.var.actor, c.req.param('id'));
    const input = c.req.valid('json');
    const capture = clientCapture({
      source: input.checkOutSource,
      lat: input.checkOutLat,
      lng: input.checkOutLng,
      accuracyM: input.checkOutAccuracyM,
    });
    const stored = await completeEvent(c.var.db, c.var.actor, event, input.checkOutTime, {}, capture);
    stopChanged(c, event, ['checked_out']);
    return c.json({ id: event.id, status: 'completed' as const, checkOutTime: stored });
  })
  .post('/:id/cancel', member, validate('json', cancelEventSchema), async (c) => {
    const event = await writableEvent(c.var.db, c.var.actor, c.req.param('id'));
    const at = Math.max(Date.now(), event.checkInTime.getTime());
    const stored = await endEvent(c.var.db, c.var.actor, event, 'cancelled', at, {
      reason: c.req.valid('json').reason,
    });
    stopChanged(c, event, ['cancelled']);
    return c.json({ id: event.id, status: 'cancelled' as const, checkOutTime: stored });
  })
  .delete('/:id', admin, async (c) => {
    const event = await writableEvent(c.var.db, c.var.actor, c.req.param('id'));
    await deleteEvent(c.var.db, event);
    stopChanged(c, event, ['deleted']);
    return c.body(null, 204);
  })
  .post('/:id/reprice', admin, idempotent, async (c) => {
    const event = await writableEvent(c.var.db, c.var.actor, c.req.param('id'));
    const repriced = await repriceEvent(c.var.db, c.var.actor, event);
    stopChanged(c, event, ['repriced']);
    return c.json(repriced);
  })
  .get('/:id/notes', member, async (c) => {
    const event = await readableEvent(c.var.db, c.var.actor, c.req.param('id'));
    const rows = await eventNotesOf(c.var.db, c.var.companyId, event.id);
    return c.json({
      notes: rows.map((n) => ({
        id: n.id,
        body: n.body,
        author: n.author ?? 'Unknown',
        createdAt: n.createdAt.getTime(),
      })),
    });
  })
  .post('/:id/notes', member, idempotent, validate('json', noteSchema), async (c) => {
    const event = await readableEvent(c.var.db, c.var.actor, c.req.param('id'));
    const note = await addNote(c.var.db, c.var.actor, event, c.req.valid('json').body);
    stopChanged(c, event, ['noted']);
    return c.json({ note }, 201);
  });
