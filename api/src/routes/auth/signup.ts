import type { SignupInput } from '@dwell/core/schemas/auth';
import type { Context } from 'hono';
import type { AppEnv, Db, Env } from '../../env.ts';
import { clientFacts } from '../../lib/client-info.ts';
import { placeCompany, placementFor } from '../../lib/company-db.ts';
import { assertUncommonPassword } from '../../lib/common-passwords.ts';
import { appOrigin, throttleEmail } from '../../lib/email.ts';
import { hashPassword } from '@dwell/core/server/password';
import { passwordCost } from '../../lib/password-cost.ts';
import { audit } from '../../lib/sessions.ts';
import { afterResponse } from '../../lib/timer.ts';
import { sendAccountExists, sendConfirmation } from './account-emails.ts';
import { createCompanyWithOwner, findUserByEmail } from './queries.ts';

type Existing = NonNullable<Awaited<ReturnType<typeof findUserByEmail>>>;

interface NewAccount {
  input: SignupInput;
  passwordHash: string;
  origin: string;
  client: ReturnType<typeof clientFacts>;
}

/**
 * Creates the company and its owner, then sends the confirmation link. Two signups racing for one new
 * address: the unique email index lets one through, and the other is told as for a known address.
 */
async function createAccount(env: Env, db: Db, account: NewAccount): Promise<void> {
  const { input, passwordHash, origin } = account;
  let created: { userId: string; companyId: string };
  try {
    created = await createCompanyWithOwner(db, { ...input, passwordHash });
  } catch (error) {
    if (String(error).includes('UNIQUE')) return sendAccountExists(env, input.email, origin);
    throw error;
  }
  // A new company's data goes to a company database by the fill-then-next rule (docs/scaling.md); should that
  // fail, it stays whole in the global database.
  const database = await placementFor(env, db);
  if (database) {
    await placeCompany(env, created.companyId, database).catch((error: unknown) =>
      console.error(JSON.stringify({ placementFailed: created.companyId, database, error: String(error) })),
    );
  }
  await audit(db, { userId: created.userId, type: 'signup', client: account.client });
  await sendConfirmation(env, db, { userId: created.userId, email: input.email }, origin, input.trial);
}

/** A known address: a new confirmation link while it is unconfirmed, otherwise a note to its owner. */
async function tellOwner(env: Env, db: Db, user: Existing, origin: string, trial: boolean): Promise<void> {
  if (!user.emailConfirmedAt && !user.disabledAt) {
    return sendConfirmation(env, db, { userId: user.id, email: user.email }, origin, trial);
  }
  return sendAccountExists(env, user.email, origin);
}

/**
 * Signup answers alike, in the same time, for a new address and for one that has an account (ASVS V6.3.7,
 * account enumeration): the email throttle comes first, then both paths look the address up and hash the
 * password; what differs (creating the account and its confirmation email, or a note to the address's owner)
 * runs after the answer. Nobody is signed in here: the new owner confirms the address, then signs in.
 */
export async function startSignup(c: Context<AppEnv>, input: SignupInput): Promise<void> {
  const db = c.get('db');
  await assertUncommonPassword(input.password, 'password');
  await throttleEmail(c, input.email);
  const origin = appOrigin(c);
  const [existing, passwordHash] = await Promise.all([
    findUserByEmail(db, input.email),
    hashPassword(input.password, passwordCost(c.env)),
  ]);
  const client = clientFacts(c);
  afterResponse(c, () =>
    existing
      ? tellOwner(c.env, db, existing, origin, input.trial ?? false)
      : createAccount(c.env, db, { input, passwordHash, origin, client }),
  );
}
