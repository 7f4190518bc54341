import { parseNotificationPrefs } from '@dwell/core/schemas/profile';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../../env.ts';
import { sendEmail } from '../../lib/email.ts';
import { userRoles, users } from '../../lib/schema.ts';
import { afterResponse } from '../../lib/timer.ts';

/**
 * Emails the company admins who keep 'Team changes' on (except whoever caused the change), after the
 * answer is sent: a slow mail never slows the action down.
 */
export function notifyTeamChange(
  c: Context<AppEnv>,
  companyId: string,
  change: { subject: string; text: string; actorUserId: string },
): void {
  const db = c.get('db');
  afterResponse(c, async () => {
    const admins = await db
      .select({ email: users.email, prefs: users.notificationPrefs })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(
        and(
          eq(users.companyId, companyId),
          isNull(users.disabledAt),
          eq(userRoles.roleId, 'role_carrier_admin'),
          ne(users.id, change.actorUserId),
        ),
      );
    for (const admin of admins) {
      if (!parseNotificationPrefs(admin.prefs).teamChanges) continue;
      await sendEmail(c.env, db, {
        to: admin.email,
        kind: 'alert',
        subject: change.subject,
        text: `${change.text}\n\nYou get this email because 'Team changes' is on in your Dwell notification settings.`,
      });
    }
  });
}
