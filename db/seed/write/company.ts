import { hashPassword } from '@dwell/core/server/password';
import type { DrizzleD1Database } from 'drizzle-orm/d1';
import { paymentCustomers, subscriptions } from '../../schema/billing.ts';
import { companies } from '../../schema/companies.ts';
import { userRoles, users } from '../../schema/users.ts';
import { DEMO_COMPANY_ID, DEMO_EMAIL, DEMO_PASSWORD, DEMO_TIME_ZONE, DEMO_USERS } from '../demo-data.ts';
import { insertChunked } from './insert-chunked.ts';

/** Demo Freight Co and its people, all onboarded and sharing the demo password. */
export async function seedCompany(db: DrizzleD1Database, created: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await insertChunked(db, companies, [
    {
      id: DEMO_COMPANY_ID,
      name: 'Demo Freight Co',
      fleetSize: '11-50',
      address: '2200 S Canal St, Chicago, IL 60616',
      phone: '(312) 555-0100',
      dotNumber: '3141592',
      mcNumber: 'MC-271828',
      timezone: DEMO_TIME_ZONE,
      createdAt: created,
    },
  ]);
  await insertChunked(
    db,
    users,
    DEMO_USERS.map((u) => ({
      id: u.id,
      companyId: DEMO_COMPANY_ID,
      email: u.email,
      passwordHash,
      emailConfirmedAt: created,
      fullName: u.fullName,
      phoneNumber: u.phoneNumber,
      profileCompleted: true,
      companyCompleted: true,
      firstEventLogged: true,
      onboardingCompleted: true,
      onboardingProgress: 100,
      createdAt: created,
    })),
  );
  await insertChunked(
    db,
    userRoles,
    DEMO_USERS.map((u) => ({ userId: u.id, roleId: `role_${u.role}` })),
  );
}

/** The demo's id of its subscription, whose row marks a finished seed. */
export const DEMO_SUBSCRIPTION_ID = 'sub_demo';

/**
 * The company's active Professional subscription, ten days into its period. Written last: its row marks a
 * finished seed, so an interrupted run is completed by the next one.
 */
export async function seedSubscription(db: DrizzleD1Database, now: number, created: Date): Promise<void> {
  const periodStart = Math.floor(now / 1000) - 10 * 86_400;
  await insertChunked(db, paymentCustomers, [
    { companyId: DEMO_COMPANY_ID, userId: 'usr_demo_admin', providerCustomerId: 'cus_demo', email: DEMO_EMAIL },
  ]);
  await insertChunked(db, subscriptions, [
    {
      id: DEMO_SUBSCRIPTION_ID,
      companyId: DEMO_COMPANY_ID,
      userId: 'usr_demo_admin',
      customerId: 'cus_demo',
      status: 'active',
      priceId: 'price_professional_monthly',
      created: Math.floor(created.getTime() / 1000),
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodStart + 30 * 86_400,
      providerUpdated: periodStart,
    },
  ]);
}
