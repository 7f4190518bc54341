import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { notFound } from '../../lib/errors.ts';
import { users } from '../../lib/schema.ts';
import { avatarUrl } from '../../lib/session-info.ts';
import { terminateUserSessions } from '../../lib/sessions.ts';
import { afterResponse, timerFor } from '../../lib/timer.ts';
import { validate } from '../../lib/validate.ts';
import { requireAuth, requireRole } from '../../middleware/session.ts';
import { listUsers, userDetail } from './queries.ts';

const ms = (date: Date | null | undefined) => date?.getTime() ?? null;

export const userSearchQuery = z.object({ q: z.string().max(200).optional() });

/** Platform administration (SPEC §2.17, §4.4): only the platform admin role reaches these. */
export const adminRoutes = new Hono<AppEnv>()
  .use(requireAuth, requireRole('admin'))
  .get('/users', validate('query', userSearchQuery), async (c) => {
    const rows = await listUsers(c.get('db'), c.req.valid('query').q ?? '');
    return c.json({
      users: rows.map(({ disabledAt, createdAt, ...user }) => ({
        ...user,
        disabled: disabledAt !== null,
        createdAt: createdAt.getTime(),
      })),
    });
  })
  .get('/users/:id', async (c) => {
    const found = await userDetail(c.get('db'), c.req.param('id'));
    if (!found) throw notFound('No such user.');
    const { user, company, subscription } = found;
    const now = Date.now();
    return c.json({
      user: {
        id: user.id,
        email: user.email,
        fullName: user.fullName,
        phoneNumber: user.phoneNumber,
        avatarUrl: avatarUrl(user.id, user.avatarKey),
        role: found.role,
        emailConfirmedAt: ms(user.emailConfirmedAt),
        disabledAt: ms(user.disabledAt),
        profileCompleted: user.profileCompleted,
        onboardingProgress: user.onboardingProgress,
        onboardingCompleted: user.onboardingCompleted,
        createdAt: user.createdAt.getTime(),
        updatedAt: user.updatedAt.getTime(),
      },
      company: company
        ? {
            id: company.id,
            name: company.name,
            fleetSize: company.fleetSize,
            address: company.address,
            phone: company.phone,
            dotNumber: company.dotNumber,
            mcNumber: company.mcNumber,
            memberCount: found.memberCount,
            createdAt: company.createdAt.getTime(),
          }
        : null,
      subscription: subscription
        ? {
            id: subscription.id,
            status: subscription.status,
            priceId: subscription.priceId,
            created: subscription.created,
            currentPeriodEnd: subscription.currentPeriodEnd,
            cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          }
        : null,
      sessions: found.sessions
        .filter((s) => s.expiresAt.getTime() > now)
        .map((s) => ({
          id: s.id,
          createdAt: s.createdAt.getTime(),
          lastActivity: s.lastActivity.getTime(),
          ipAddress: s.ipAddress,
          userAgent: s.userAgent,
        })),
    });
  })
  .post('/users/:id/sessions/end', async (c) => {
    const userId = c.req.param('id');
    const [user] = await c.get('db').select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw notFound('No such user.');
    const ended = await terminateUserSessions(c.get('db'), userId, 'force_cleanup');
    for (const id of ended) afterResponse(c, () => timerFor(c.env, id).end('force_cleanup'));
    return c.json({ message: `Signed out ${ended.length} session(s).`, sessionsEnded: ended.length });
  });
