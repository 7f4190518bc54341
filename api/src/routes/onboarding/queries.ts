import { companyComplete } from '@dwell/core/schemas/profile';
import {
  checklistState,
  type ChecklistState,
  ONBOARDING_STEPS,
  type OnboardingStepId,
  onboardingScore,
  type ProfileCriterion,
} from '@dwell/core/onboarding';
import { hasAccess } from '@dwell/core/subscription';
import { eq } from 'drizzle-orm';
import type { Db, Env } from '../../env.ts';
import { bindingOf, syncIdentity } from '../../lib/company-db.ts';
import { dbFor, dbOver } from '../../lib/db.ts';
import { notFound } from '../../lib/errors.ts';
import { companies, companyDatabases, detentionEvents, eventLog, subscriptions, users } from '../../lib/schema.ts';
import { currentSubscriptionId } from '../../lib/sessions.ts';

type StepRecord = { completed: boolean; completed_at: string | null };
type StepMap = Record<OnboardingStepId, StepRecord>;

/** The four steps of /setup-checklist (docs/product.md#onboarding), on live state. */
export interface SetupChecklist {
  emailConfirmed: boolean;
  subscriptionActive: boolean;
  profileCompleted: boolean;
  firstEventCreated: boolean;
  percent: number;
}

export interface OnboardingView {
  /** The profile score of docs/product.md#onboarding: 20 points per criterion. */
  progress: number;
  missing: ProfileCriterion[];
  profileCompleted: boolean;
  companyCompleted: boolean;
  firstEventLogged: boolean;
  /** All three 'Getting Started' steps are done. */
  completed: boolean;
  steps: StepMap;
  card: ChecklistState;
  /** Steps this call found newly done: the screen says '{step title} completed!' once for each. */
  justCompleted: OnboardingStepId[];
  checklist: SetupChecklist;
  setupCompletedAt: number | null;
}

function readSteps(stored: string): StepMap {
  let raw: Partial<Record<string, Partial<StepRecord>>> = {};
  try {
    raw = JSON.parse(stored) ?? {};
  } catch {
    raw = {};
  }
  const steps = {} as StepMap;
  for (const { id } of ONBOARDING_STEPS) {
    steps[id] = { completed: raw[id]?.completed === true, completed_at: raw[id]?.completed_at ?? null };
  }
  return steps;
}

async function loggedAnEvent(db: Db, userId: string): Promise<boolean> {
  const [own] = await db
    .select({ id: detentionEvents.id })
    .from(detentionEvents)
    .where(eq(detentionEvents.userId, userId))
    .limit(1);
  if (own) return true;
  const [acted] = await db.select({ id: eventLog.id }).from(eventLog).where(eq(eventLog.actorUserId, userId)).limit(1);
  return Boolean(acted);
}

/**
 * Recalculates a user's onboarding state from their profile, company and events (docs/product.md#onboarding) and saves the
 * stored values whenever they differ. Logging a first event is a fact of history, so that flag never
 * goes back to false by itself (only a reset clears it).
 */
export async function syncOnboarding(env: Env, userId: string, now = Date.now()): Promise<OnboardingView> {
  // The person, company and subscription from the global database; their stops from the company's.
  const db = dbFor(env);
  const [row] = await db
    .select({
      user: users,
      company: companies,
      subscriptionStatus: subscriptions.status,
      database: companyDatabases.database,
    })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .leftJoin(subscriptions, eq(subscriptions.id, currentSubscriptionId(users.companyId)))
    .leftJoin(companyDatabases, eq(companyDatabases.companyId, users.companyId))
    .where(eq(users.id, userId));
  if (!row) throw notFound('No such user.');
  const { user, company } = row;
  const score = onboardingScore({
    fullName: user.fullName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    companyName: company?.name ?? null,
    fleetSize: company?.fleetSize ?? null,
  });
  const companyCompleted = company ? companyComplete(company) : false;
  const firstEventLogged = user.firstEventLogged || (await loggedAnEvent(dbOver(bindingOf(env, row.database)), userId));
  const done: Record<OnboardingStepId, boolean> = {
    profile: score.complete,
    company: companyCompleted,
    first_event: firstEventLogged,
  };
  const before = readSteps(user.onboardingStepsCompleted);
  // Rows written before the step map existed (or by the seed) carry only the flags.
  const flagged: Record<OnboardingStepId, boolean> = {
    profile: user.profileCompleted,
    company: user.companyCompleted,
    first_event: user.firstEventLogged,
  };
  const steps = {} as StepMap;
  const justCompleted: OnboardingStepId[] = [];
  for (const { id } of ONBOARDING_STEPS) {
    const was = { ...before[id], completed: before[id].completed || flagged[id] };
    if (done[id] && !was.completed) justCompleted.push(id);
    steps[id] = done[id]
      ? { completed: true, completed_at: was.completed ? was.completed_at : new Date(now).toISOString() }
      : { completed: false, completed_at: null };
  }
  const card = checklistState(done);
  const checklistDone = {
    emailConfirmed: user.emailConfirmedAt !== null,
    subscriptionActive: hasAccess(row.subscriptionStatus),
    profileCompleted: score.complete,
    firstEventCreated: firstEventLogged,
  };
  const setupDone = Object.values(checklistDone).every(Boolean);
  const setupCompletedAt = user.setupCompletedAt ?? (setupDone ? new Date(now) : null);
  const next = {
    profileCompleted: score.complete,
    companyCompleted,
    firstEventLogged,
    onboardingProgress: score.progress,
    onboardingCompleted: card.allDone,
    onboardingStepsCompleted: JSON.stringify(steps),
    setupCompletedAt,
  };
  const differs =
    next.profileCompleted !== user.profileCompleted ||
    next.companyCompleted !== user.companyCompleted ||
    next.firstEventLogged !== user.firstEventLogged ||
    next.onboardingProgress !== user.onboardingProgress ||
    next.onboardingCompleted !== user.onboardingCompleted ||
    next.onboardingStepsCompleted !== user.onboardingStepsCompleted ||
    next.setupCompletedAt?.getTime() !== user.setupCompletedAt?.getTime();
  if (differs) {
    await db.update(users).set(next).where(eq(users.id, userId));
    if (user.companyId) await syncIdentity(env, user.companyId);
  }
  const passed = Object.values(checklistDone).filter(Boolean).length;
  return {
    progress: score.progress,
    missing: score.missing,
    profileCompleted: score.complete,
    companyCompleted,
    firstEventLogged,
    completed: card.allDone,
    steps,
    card,
    justCompleted,
    checklist: { ...checklistDone, percent: Math.round((passed / 4) * 100) },
    setupCompletedAt: setupCompletedAt?.getTime() ?? null,
  };
}

/** docs/product.md#onboarding reset: every step flag false, progress 0, step data and the setup date cleared. */
export async function resetOnboarding(env: Env, userId: string): Promise<void> {
  const [user] = await dbFor(env)
    .update(users)
    .set({
      profileCompleted: false,
      companyCompleted: false,
      firstEventLogged: false,
      onboardingCompleted: false,
      onboardingProgress: 0,
      onboardingStepsCompleted: '{}',
      setupCompletedAt: null,
    })
    .where(eq(users.id, userId))
    .returning({ companyId: users.companyId });
  if (user?.companyId) await syncIdentity(env, user.companyId);
}
