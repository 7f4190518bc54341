import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Env } from '../../env.ts';
import { sendEmail } from '../email.ts';
import { userRoles, users } from '../schema.ts';

/** The keys of users.notification_prefs this area reads (the /settings/notifications screen writes them). */
export type AlertPreference = 'approachingBillable' | 'billableStarted' | 'claimReminders';

/** Whether a user keeps an email alert on: every alert is on unless the stored prefs turn it off. */
export function wantsEmail(storedPrefs: string | null, preference: AlertPreference): boolean {
  try {
    const prefs = JSON.parse(storedPrefs || '{}') as Record<string, unknown>;
    return prefs[preference] !== false;
  } catch {
    return true;
  }
}

/**
 * Who is emailed about a stop or a claim: the company's dispatchers, or its carrier admins when it has no
 * dispatcher, leaving out disabled users and anyone who turned this alert off.
 */
export async function alertRecipients(db: Db, companyId: string, preference: AlertPreference): Promise<string[]> {
  const people = await db
    .select({ email: users.email, prefs: users.notificationPrefs, roleId: userRoles.roleId })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(
      and(
        eq(users.companyId, companyId),
        isNull(users.disabledAt),
        inArray(userRoles.roleId, ['role_dispatcher', 'role_carrier_admin']),
      ),
    );
  const dispatchers = people.filter((p) => p.roleId === 'role_dispatcher');
  const chosen = dispatchers.length > 0 ? dispatchers : people;
  return chosen.filter((p) => wantsEmail(p.prefs, preference)).map((p) => p.email);
}

/** Emails one alert to its recipients, with a link back to the stop or claim when the origin is known. */
export async function emailAlert(
  env: Env,
  recipients: string[],
  alert: { title: string; message: string; path: string; kind: 'alert' | 'claim_reminder' },
  origin: string | null,
): Promise<void> {
  const base = origin ?? env.APP_ORIGIN ?? null;
  const link = base ? `\n\nOpen it in Dwell: ${base}${alert.path}` : '';
  for (const to of recipients) {
    await sendEmail(env, {
      to,
      kind: alert.kind,
      subject: `Dwell: ${alert.title}`,
      text: `${alert.message}${link}\n\nYou get this email because this alert is on in your Dwell notification settings.`,
    });
  }
}
