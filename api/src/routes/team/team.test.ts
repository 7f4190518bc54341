import { AUTH, UPGRADE } from '@dwell/core/messages';
import { TEAM_MESSAGES } from '@dwell/core/schemas/team';
import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, invitations } from '../../lib/schema.ts';
import {
  lastEmail,
  login,
  PASSWORD,
  resetThrottles,
  signUp,
  tokenFromEmail,
  uniqueEmail,
  userRow,
} from '../../../test/fixtures/accounts.ts';
import { joinByInvitation, subscribedCompany } from '../../../test/fixtures/companies.ts';
import { call, db, eventually, sessionCookie } from '../../../test/fixtures/http.ts';

beforeEach(resetThrottles);

interface Team {
  members: { id: string; email: string; role: string; isYou: boolean }[];
  invitations: { id: string; email: string; role: string }[];
  seats: { used: number; max: number | null };
  canManage: boolean;
}

const team = async (cookie: string) => (await (await call('/api/team', { cookie })).json()) as Team;
const invite = (cookie: string, email: string, role = 'dispatcher') =>
  call('/api/team/invitations', { cookie, json: { email, role } });
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;
const invitationRows = async (email: string) => db().select().from(invitations).where(eq(invitations.email, email));

describe('inviting a team member', () => {
  it('emails a link to /accept-invite and lists the invitation as pending, counting its seat', async () => {
    const owner = await subscribedCompany();
    const email = uniqueEmail('dispatch');
    const res = await invite(owner.cookie, email);
    expect(res.status).toBe(201);
    expect(((await res.json()) as { message: string }).message).toBe(TEAM_MESSAGES.invitationSent);
    const mail = await lastEmail(email);
    expect(mail.kind).toBe('invitation');
    expect(mail.bodyText).toMatch(/http:\/\/dwell\.test\/accept-invite\?token=[a-z0-9]+/);
    const view = await team(owner.cookie);
    expect(view.invitations).toMatchObject([{ email, role: 'dispatcher' }]);
    expect(view.seats).toEqual({ used: 2, max: 10 });
    // Only the hash of the link's secret is stored.
    const token = await tokenFromEmail(email, '/accept-invite');
    const [row] = await invitationRows(email);
    expect(row?.tokenHash).not.toContain(token);
  });

  it('refuses inviting an existing member with 409, sending nothing', async () => {
    const owner = await subscribedCompany();
    const member = await joinByInvitation(owner.cookie, 'driver');
    const before = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email));
    for (const email of [member.email, owner.email, member.email.toUpperCase()]) {
      const res = await invite(owner.cookie, email);
      expect(res.status).toBe(409);
      expect(await errorOf(res)).toEqual({ code: 'already_member', message: TEAM_MESSAGES.alreadyMember });
    }
    const after = await db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, member.email));
    expect(after).toHaveLength(before.length);
    expect((await team(owner.cookie)).invitations).toEqual([]);
  });

  it('answers an address of another company’s account exactly as a new one, and refuses a second pending invitation', async () => {
    const owner = await subscribedCompany();
    const stranger = await signUp();
    const fresh = uniqueEmail('fresh');
    const answers = [];
    for (const email of [stranger.email, fresh]) {
      const res = await invite(owner.cookie, email);
      expect(res.status).toBe(201);
      const body = (await res.json()) as { invitation: Record<string, unknown>; message: string };
      // Only what the admin typed (and the new row's own id and time) differs.
      answers.push({ ...body, invitation: { ...body.invitation, id: 'inv', email: 'address', expiresAt: 0 } });
    }
    expect(answers[0]).toEqual(answers[1]);
    // The owner of the taken address is told why it cannot join; no link that could not work.
    const told = await lastEmail(stranger.email);
    expect(told.kind).toBe('invitation');
    expect(told.bodyText).toContain(TEAM_MESSAGES.otherAccount);
    expect(told.bodyText).not.toContain('/accept-invite');
    expect((await lastEmail(fresh)).bodyText).toContain('/accept-invite?token=');

    const again = await invite(owner.cookie, fresh, 'driver');
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(TEAM_MESSAGES.alreadyInvited);
    expect(await invitationRows(fresh)).toHaveLength(1);
  });

  it('refuses an invitation beyond maxUsers of the tier (premium: 10), counting pending invitations', async () => {
    const owner = await subscribedCompany();
    for (let i = 0; i < 9; i++) expect((await invite(owner.cookie, uniqueEmail(`seat${i}`))).status).toBe(201);
    const email = uniqueEmail('eleventh');
    const res = await invite(owner.cookie, email);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'limit_reached', message: UPGRADE.premiumEnterprise });
    expect(await invitationRows(email)).toEqual([]);
    expect((await team(owner.cookie)).seats).toEqual({ used: 10, max: 10 });
  });

  it('refuses any invitation without a subscription (free tier: 1 user)', async () => {
    const owner = await signUp();
    const email = uniqueEmail('free');
    const res = await invite(owner.cookie, email);
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toMatchObject({ code: 'limit_reached', message: UPGRADE.free });
    expect(await invitationRows(email)).toEqual([]);
  });

  it('refuses a bad role or email with a clear message', async () => {
    const owner = await subscribedCompany();
    const bad = await call('/api/team/invitations', {
      cookie: owner.cookie,
      json: { email: uniqueEmail(), role: 'admin' },
    });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toBe(TEAM_MESSAGES.roleRequired);
    const noEmail = await invite(owner.cookie, 'not-an-email');
    expect((await errorOf(noEmail)).message).toBe('Please enter a valid email address');
  });

  it('lets only company admins invite', async () => {
    const owner = await subscribedCompany();
    const dispatcher = await joinByInvitation(owner.cookie, 'dispatcher');
    const email = uniqueEmail('sneaky');
    const res = await invite(dispatcher.cookie, email);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(AUTH.noPermission);
    expect(await invitationRows(email)).toEqual([]);
    // They still see the team, without the pending invitations.
    const view = await team(dispatcher.cookie);
    expect(view.canManage).toBe(false);
    expect(view.members.map((m) => m.email)).toContain(owner.email);
  });
});

describe('accepting an invitation', () => {
  it('shows the invitation, creates a confirmed member with the role and signs them in', async () => {
    const owner = await subscribedCompany('active', { companyName: 'Prairie Freight' });
    const email = uniqueEmail('newbie');
    await invite(owner.cookie, email);
    const token = await tokenFromEmail(email, '/accept-invite');
    const look = await call(`/api/team/invitation?token=${token}`);
    expect(await look.json()).toEqual({ invitation: { email, role: 'dispatcher', companyName: 'Prairie Freight' } });
    const res = await call('/api/team/accept', { json: { token, fullName: 'Sam Dispatch', password: PASSWORD } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as {
      home: string;
      session: { user: { id: string; role: string; emailConfirmed: boolean }; company: { id: string } };
    };
    expect(body.home).toBe('/dispatcher');
    expect(body.session.user).toMatchObject({ role: 'dispatcher', emailConfirmed: true });
    expect(body.session.company.id).toBe(owner.companyId);
    expect((await login(email)).status).toBe(200);
    expect((await team(owner.cookie)).invitations).toEqual([]);
  });

  it("starts the member with the company's finished steps done, not announced as their own", async () => {
    const owner = await subscribedCompany('active', { companyName: 'Finished Freight' });
    const company = {
      name: 'Finished Freight',
      fleetSize: '11-50',
      address: '1 Dock Rd',
      phone: '5550101234',
      dotNumber: null,
      mcNumber: null,
    };
    expect((await call('/api/company', { method: 'PATCH', cookie: owner.cookie, json: company })).status).toBe(200);
    const email = uniqueEmail('joiner');
    await invite(owner.cookie, email, 'driver');
    const token = await tokenFromEmail(email, '/accept-invite');
    const res = await call('/api/team/accept', { json: { token, fullName: 'Jo Driver', password: PASSWORD } });
    expect(res.status).toBe(201);
    const { onboarding } = (await (await call('/api/onboarding', { cookie: sessionCookie(res) })).json()) as {
      onboarding: { companyCompleted: boolean; justCompleted: string[] };
    };
    expect(onboarding.companyCompleted).toBe(true);
    expect(onboarding.justCompleted).toEqual([]);
  });

  it('refuses a used, revoked, unknown or empty token, and a short password, creating no one', async () => {
    const owner = await subscribedCompany();
    const member = await joinByInvitation(owner.cookie, 'driver');
    const usedToken = await tokenFromEmail(member.email, '/accept-invite');
    const used = await call('/api/team/accept', { json: { token: usedToken, fullName: 'Again', password: PASSWORD } });
    expect(used.status).toBe(404);
    expect((await errorOf(used)).message).toBe(TEAM_MESSAGES.invitationInvalid);

    const email = uniqueEmail('revoked');
    await invite(owner.cookie, email);
    const token = await tokenFromEmail(email, '/accept-invite');
    const [row] = await invitationRows(email);
    const short = await call('/api/team/accept', { json: { token, fullName: 'Short', password: 'short' } });
    expect((await errorOf(short)).message).toBe('Password must be at least 8 characters long');
    const noName = await call('/api/team/accept', { json: { token, fullName: ' ', password: PASSWORD } });
    expect((await errorOf(noName)).message).toBe(TEAM_MESSAGES.nameRequired);
    expect((await call(`/api/team/invitations/${row?.id}/revoke`, { cookie: owner.cookie, json: {} })).status).toBe(
      200,
    );
    const revoked = await call('/api/team/accept', { json: { token, fullName: 'Late', password: PASSWORD } });
    expect(revoked.status).toBe(404);
    expect(
      (await call('/api/team/accept', { json: { token: 'nope', fullName: 'X', password: PASSWORD } })).status,
    ).toBe(404);
    expect((await login(email)).status).toBe(401);
  });
});

describe('managing members', () => {
  it('removes a member: signed out at once, cannot sign in, seat freed, can be invited back', async () => {
    const owner = await subscribedCompany();
    const driver = await joinByInvitation(owner.cookie, 'driver');
    const res = await call(`/api/team/members/${driver.userId}`, { method: 'DELETE', cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect((await call('/api/auth/session', { cookie: driver.cookie })).status).toBe(401);
    expect((await login(driver.email)).status).toBe(401);
    expect((await team(owner.cookie)).seats.used).toBe(1);
    expect((await invite(owner.cookie, driver.email, 'dispatcher')).status).toBe(201);
    const token = await tokenFromEmail(driver.email, '/accept-invite');
    const back = await call('/api/team/accept', {
      json: { token, fullName: 'Back Again', password: 'another-pass-1' },
    });
    expect(back.status).toBe(201);
    expect(((await back.json()) as { session: { user: { id: string; role: string } } }).session.user).toMatchObject({
      id: driver.userId,
      role: 'dispatcher',
    });
  });

  it('changes a role, but never leaves the company without a company admin', async () => {
    const owner = await subscribedCompany();
    const driver = await joinByInvitation(owner.cookie, 'driver');
    const promote = await call(`/api/team/members/${driver.userId}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { role: 'carrier_admin' },
    });
    expect(promote.status).toBe(200);
    const demoteSelf = await call(`/api/team/members/${owner.userId}`, {
      method: 'PATCH',
      cookie: owner.cookie,
      json: { role: 'driver' },
    });
    expect(demoteSelf.status).toBe(200);
    const last = await call(`/api/team/members/${driver.userId}`, {
      method: 'PATCH',
      cookie: driver.cookie,
      json: { role: 'driver' },
    });
    expect(last.status).toBe(409);
    expect((await errorOf(last)).message).toBe(TEAM_MESSAGES.lastAdmin);
    const self = await call(`/api/team/members/${driver.userId}`, { method: 'DELETE', cookie: driver.cookie });
    expect((await errorOf(self)).message).toBe(TEAM_MESSAGES.cannotRemoveSelf);
  });

  it('answers 404 when a company admin edits or removes a user of another company, changing nothing', async () => {
    const mine = await subscribedCompany();
    const theirs = await subscribedCompany();
    const victim = await joinByInvitation(theirs.cookie, 'driver');
    const edit = await call(`/api/team/members/${victim.userId}`, {
      method: 'PATCH',
      cookie: mine.cookie,
      json: { role: 'carrier_admin' },
    });
    expect(edit.status).toBe(404);
    const remove = await call(`/api/team/members/${victim.userId}`, { method: 'DELETE', cookie: mine.cookie });
    expect(remove.status).toBe(404);
    const ownerEdit = await call(`/api/team/members/${theirs.userId}`, { method: 'DELETE', cookie: mine.cookie });
    expect(ownerEdit.status).toBe(404);
    expect((await userRow(victim.userId))?.disabledAt).toBeNull();
    expect((await call('/api/auth/session', { cookie: victim.cookie })).status).toBe(200);
    const view = await team(theirs.cookie);
    expect(view.members.find((m) => m.id === victim.userId)?.role).toBe('driver');
    // Their invitations cannot be revoked from another company either.
    const email = uniqueEmail('theirs');
    await invite(theirs.cookie, email);
    const [row] = await invitationRows(email);
    const revoke = await call(`/api/team/invitations/${row?.id}/revoke`, { cookie: mine.cookie, json: {} });
    expect(revoke.status).toBe(404);
    expect((await invitationRows(email))[0]?.revokedAt).toBeNull();
  });
});

describe("'Team changes' emails", () => {
  const mailsTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

  it('tell the other company admins when someone joins, unless they turned it off', async () => {
    const owner = await subscribedCompany();
    const coAdmin = await joinByInvitation(owner.cookie, 'carrier_admin', 'coadmin');
    const prefs = { approachingBillable: true, billableStarted: true, claimReminders: true, teamChanges: false };
    await call('/api/profile/notifications', { method: 'PUT', cookie: coAdmin.cookie, json: prefs });
    const before = (await mailsTo(coAdmin.email)).length;
    await joinByInvitation(owner.cookie, 'driver', 'joiner');
    const mails = await eventually(
      () => mailsTo(owner.email),
      (rows) => rows.filter((m) => m.subject.includes('joined your Dwell team')).length >= 2,
    );
    expect(mails.filter((m) => m.subject.includes('joined your Dwell team'))).toHaveLength(2);
    expect(await mailsTo(coAdmin.email)).toHaveLength(before);
  });
});
