import { verifySvix } from '@dwell/core/integrations/signatures';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { ApiError } from '../../lib/errors.ts';
import { guard } from '../../middleware/guard.ts';
import { recordBounce } from '../claims/bounce.ts';

/** Public: the provider's signature over the body is the caller's credential. */
const signed = guard({ access: 'public' });

/** The part of a delivery event Dwell reads; other event types are acknowledged and ignored. */
const deliveryEvent = z.object({
  type: z.string(),
  data: z
    .object({
      email_id: z.string().min(1).max(200),
      bounce: z.object({ message: z.string().max(1000).optional() }).optional(),
    })
    .passthrough(),
});

/**
 * The email provider's delivery events (Resend, signed the Svix way). A bounce is recorded on the email and, for a
 * claim's email to its payer, on the claim. Without a configured secret nothing can be verified: 401.
 */
export const emailRoutes = new Hono<AppEnv>().post('/events', signed, async (c) => {
  const body = new Uint8Array(await c.req.arrayBuffer());
  const secret = c.env.EMAIL_WEBHOOK_SECRET;
  const verdict = secret
    ? await verifySvix(
        body,
        {
          id: c.req.header('svix-id'),
          timestamp: c.req.header('svix-timestamp'),
          signature: c.req.header('svix-signature'),
        },
        secret,
        Date.now(),
      )
    : ({ ok: false, problem: 'missing' } as const);
  if (!verdict.ok)
    throw new ApiError(401, 'bad_signature', 'The delivery event is not signed with the configured secret');
  let parsed: z.infer<typeof deliveryEvent>;
  try {
    parsed = deliveryEvent.parse(JSON.parse(new TextDecoder().decode(body)));
  } catch {
    throw new ApiError(400, 'invalid_event', 'The delivery event could not be read');
  }
  if (parsed.type !== 'email.bounced') return c.json({ ok: true, recorded: false });
  const claimId = await recordBounce(
    c.env,
    c.var.db,
    parsed.data.email_id,
    parsed.data.bounce?.message ?? 'the address refused it',
  );
  return c.json({ ok: true, recorded: true, claim: claimId !== null });
});
