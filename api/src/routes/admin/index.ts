import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env.ts';
import { notFound } from '../../lib/errors.ts';
import { avatarUrl } from '../../lib/session-info.ts';
import { terminateUserSessions } from '../../lib/sessions.ts';
import { afterResponse, timerFor } from '../../lib/timer.ts';
import { validate } from '../../lib/validate.ts';
import { guard } from '../../middleware/guard.ts';
import { listUsers, userDetail, userExists } from './queries.ts';
import { companyDatabaseRoutes } from './companies.ts';
import { remoteVersionRoutes } from './remotes.ts';

const ms = (date: Date | null | undefined) => date?.getTime() ?? null;

export const userSearchQuery = z.object({ q: z.string().max(200).optional() });

const platformAdmin = guard({ access: 'admin' });

/** Platform administration: only the platform admin role reaches these. */
export const adminRoutes = new Hono<AppEnv>()
  .get('/users', platformAdmin, validate('query', userSearchQuery), async (c) => {
    const rows = await listUsers(c.var.db, c.req.valid('query').q ?? '');
    return c.json({
      users: rows.map(({ disabledAt, createdAt, ...user }) => ({
        ...user,
        disabled: disabledAt !== null,
        createdAt: createdAt.getTime(),
      })),
    });
  })
  .get('/users/:id', platformAdmin, async (c) => {
    const found = await userDetail(c.var.db, c.req.param('id'));
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
  .post('/users/:id/sessions/end', platformAdmin, async (c) => {
    const userId = c.req.param('id');
    if (!(await userExists(c.var.db, userId))) throw notFound('No such user.');
    const ended = await terminateUserSessions(c.var.db, userId, 'force_cleanup');
    for (const id of ended) afterResponse(c, () => timerFor(c.env, id).end('force_cleanup'));
    return c.json({ message: `Signed out ${ended.length} session(s).`, sessionsEnded: ended.length });
  })
  .route('/remotes', remoteVersionRoutes)
  .route('/', companyDatabaseRoutes);
