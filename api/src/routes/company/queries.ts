import type { CompanyInput } from '@dwell/core/schemas/profile';
import { eq } from 'drizzle-orm';
import type { Db } from '../../env.ts';
import { companies } from '../../lib/schema.ts';

const columns = {
  id: companies.id,
  name: companies.name,
  fleetSize: companies.fleetSize,
  address: companies.address,
  phone: companies.phone,
  dotNumber: companies.dotNumber,
  mcNumber: companies.mcNumber,
  timezone: companies.timezone,
};

/** The company's information; the id comes from the session. */
export async function readCompany(db: Db, companyId: string) {
  const [row] = await db.select(columns).from(companies).where(eq(companies.id, companyId));
  return row ?? null;
}

export async function saveCompany(db: Db, companyId: string, input: CompanyInput) {
  const [row] = await db.update(companies).set(input).where(eq(companies.id, companyId)).returning(columns);
  return row ?? null;
}
