/**
 * One account in two venues (docs/decisions/0037-venue-memberships.md): a venue's team, its rights, removal,
 * leaving and joining by invitation all act on the venue's membership, never on the account's other venues.
 */
import { and, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteOperations } from '@/domain/users/invites.contract';
import { teamOperations } from '@/domain/users/team.contract';
import { userOperations } from '@/domain/users/users.contract';
import { invites, stationUsers, users, venueMemberships } from '@/server/db/schema';
import { findMembership } from '@/server/modules/groups/groups.public';
import { hashToken } from '@/server/modules/auth/auth.public';
import { createAccount, createVenue } from '@/test/accounts';
import { createOrderScene, type OrderScene, type TestContext } from '@/test/app';
import { operationUrl } from '@/test/call';
import { DEMO } from '@/test/demo-context';
import { venueId } from '@/test/demo-lookup';
import { findNotifiedAdmins } from './users.public';

type MemberRole = 'ROLE_ADMIN' | 'ROLE_USER';

describe('a venue’s people are its memberships (decision 0037)', () => {
  let scene: OrderScene;
  let ctx: TestContext;
  let bistro: number;
  beforeAll(async () => {
    scene = await createOrderScene(2);
    ctx = scene.ctx;
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
  });
  afterAll(() => ctx.close());

  /** An account whose home is a new venue A, also a member of Bistro Demo (B) with `inB`. */
  async function twoVenueMember(
    homeRole: MemberRole,
    inB: { role: MemberRole; canSendOrders?: boolean; orderLimit?: string | null },
  ) {
    const home = await createVenue(ctx.db);
    const account = await createAccount(ctx.db, { venueId: home.id, role: homeRole, canSendOrders: true });
    await ctx.db.insert(venueMemberships).values({ venueId: bistro, userId: account.id, ...inB });
    await ctx.db
      .insert(stationUsers)
      .values({ venueId: bistro, stationId: scene.kuhinja, userId: account.id });
    return { ...account, home: home.id };
  }

  /** Requests as the account with the login's current venue `venue` and the role it has there. */
  function inVenue(userId: number, role: MemberRole, venue: number) {
    const authorization = `Bearer ${ctx.app.signAccessToken({ userId, role, venueId: venue })}`;
    return (options: InjectOptions) =>
      ctx.app.inject({ ...options, headers: { ...options.headers, authorization } });
  }

  const membership = async (venue: number, userId: number) =>
    (await findMembership(ctx.db, userId, venue)) ?? null;
  const account = async (userId: number) => {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, userId));
    return row!;
  };

  it("lists in B's team a member whose home is A, with B's role and rights", async () => {
    const person = await twoVenueMember('ROLE_ADMIN', { role: 'ROLE_USER', canSendOrders: false });
    const team = (await ctx.call('admin', teamOperations.list)).json();
    const listed = team.users.find((user: { id: number }) => user.id === person.id);
    expect(listed).toMatchObject({
      role: 'ROLE_USER',
      canSendOrder: false,
      venue: { id: bistro },
      departments: [{ id: scene.kuhinja }],
    });
    // B's admin learns that the person works elsewhere too, never where: the other venue is not B's to see.
    expect(listed.memberships.map((venue: { id: number }) => venue.id)).toEqual([bistro]);
    expect(listed.worksElsewhere).toBe(true);
    const everyone = (await ctx.call('superAdmin', teamOperations.list)).json();
    const seenBySuperAdmin = everyone.users.find((user: { id: number }) => user.id === person.id);
    expect(seenBySuperAdmin.memberships.map((venue: { id: number }) => venue.id).sort()).toEqual(
      [person.home, bistro].sort(),
    );
  });

  it("changes the role and the sending right in B only; A's membership and the account's home stay", async () => {
    const person = await twoVenueMember('ROLE_USER', { role: 'ROLE_USER' });
    expect(
      (await ctx.call('admin', teamOperations.makeAdmin, { params: { userId: person.id } })).statusCode,
    ).toBe(200);
    const toggled = await ctx.call('admin', teamOperations.toggleCanSendOrder, { params: { id: person.id } });
    expect(toggled.json()).toMatchObject({ role: 'ROLE_ADMIN', canSendOrder: false });
    expect(await membership(bistro, person.id)).toMatchObject({ role: 'ROLE_ADMIN', canSendOrders: false });
    expect(await membership(person.home, person.id)).toMatchObject({
      role: 'ROLE_USER',
      canSendOrders: true,
    });
    expect(await account(person.id)).toMatchObject({
      venueId: person.home,
      role: 'ROLE_USER',
      canSendOrders: true,
    });
  });

  it('removes a person from B: the account, A and its home stay, the stations of B go', async () => {
    const person = await twoVenueMember('ROLE_USER', { role: 'ROLE_USER' });
    const removed = await ctx.call('admin', teamOperations.removeMember, {
      params: { venueId: bistro, userId: person.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(await membership(bistro, person.id)).toBeNull();
    expect(await membership(person.home, person.id)).not.toBeNull();
    expect(await account(person.id)).toMatchObject({ venueId: person.home, role: 'ROLE_USER' });
    const links = await ctx.db
      .select()
      .from(stationUsers)
      .where(and(eq(stationUsers.userId, person.id), eq(stationUsers.venueId, bistro)));
    expect(links).toEqual([]);
    const team = (await ctx.call('admin', teamOperations.list)).json();
    expect(team.users.map((user: { id: number }) => user.id)).not.toContain(person.id);
    // Not a member of B any more: its people and rights are out of reach, and so is the removal again.
    const again = await ctx.call('admin', teamOperations.removeMember, {
      params: { venueId: bistro, userId: person.id },
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses B's admin disabling the account of someone who also works in A (409); alone in B, disabling works", async () => {
    const person = await twoVenueMember('ROLE_USER', { role: 'ROLE_USER' });
    const refused = await ctx.call('admin', teamOperations.disable, { params: { id: person.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('member_of_other_venues');
    expect(await account(person.id)).toMatchObject({ disabled: false });
    // The super admin disables accounts as before, whatever venues they belong to.
    const bySuperAdmin = await ctx.call('superAdmin', teamOperations.disable, { params: { id: person.id } });
    expect(bySuperAdmin.statusCode).toBe(200);
    expect(await account(person.id)).toMatchObject({ disabled: true });
  });

  it("moves the home to the remaining venue when the home membership is removed, copying that venue's rights", async () => {
    const person = await twoVenueMember('ROLE_USER', { role: 'ROLE_ADMIN', orderLimit: '500.00' });
    const removed = await ctx.call('superAdmin', teamOperations.removeMember, {
      params: { venueId: person.home, userId: person.id },
    });
    expect(removed.statusCode).toBe(200);
    expect(await account(person.id)).toMatchObject({
      venueId: bistro,
      role: 'ROLE_ADMIN',
      orderLimit: '500.00',
    });
    expect(await membership(bistro, person.id)).toMatchObject({ role: 'ROLE_ADMIN', orderLimit: '500.00' });

    // Its last venue gone, the account stays, without a venue.
    const last = await ctx.call('admin', teamOperations.removeMember, {
      params: { venueId: bistro, userId: person.id },
    });
    expect(last.statusCode).toBe(200);
    expect(await account(person.id)).toMatchObject({ venueId: null, role: 'ROLE_USER' });
  });

  it("refuses another venue's admin (404) and the person themselves (403)", async () => {
    const person = await twoVenueMember('ROLE_USER', { role: 'ROLE_USER' });
    const foreign = await ctx.call('otherAdmin', teamOperations.removeMember, {
      params: { venueId: bistro, userId: person.id },
    });
    expect(foreign.statusCode).toBe(404);
    const self = await inVenue(
      person.id,
      'ROLE_USER',
      bistro,
    )({
      method: 'POST',
      url: operationUrl(teamOperations.removeMember, { params: { venueId: bistro, userId: person.id } }),
    });
    expect(self.statusCode).toBe(403);
    expect(await membership(bistro, person.id)).not.toBeNull();
  });

  it('lets a member leave B from the profile; the last admin of a venue cannot (409 last_venue_admin)', async () => {
    const person = await twoVenueMember('ROLE_ADMIN', { role: 'ROLE_USER' });
    const asPerson = inVenue(person.id, 'ROLE_ADMIN', person.home);
    const lastAdmin = await asPerson({
      method: 'POST',
      url: operationUrl(userOperations.leaveVenue, { params: { venueId: person.home } }),
    });
    expect(lastAdmin.statusCode).toBe(409);
    expect(lastAdmin.json().code).toBe('last_venue_admin');
    const left = await asPerson({
      method: 'POST',
      url: operationUrl(userOperations.leaveVenue, { params: { venueId: bistro } }),
    });
    expect(left.statusCode).toBe(200);
    expect(await membership(bistro, person.id)).toBeNull();
    expect(await account(person.id)).toMatchObject({ venueId: person.home, role: 'ROLE_ADMIN' });
    const notMember = await asPerson({
      method: 'POST',
      url: operationUrl(userOperations.leaveVenue, { params: { venueId: bistro } }),
    });
    expect(notMember.statusCode).toBe(404);
  });

  it('takes the sending right and the order limit from the membership of the venue the order is sent in', async () => {
    const person = await twoVenueMember('ROLE_USER', { role: 'ROLE_USER', canSendOrders: false });
    const asPerson = inVenue(person.id, 'ROLE_USER', bistro);
    const send = async () => {
      const created = await asPerson({
        method: 'POST',
        url: `/api/orders/${scene.kuhinja}/create/${scene.mesara}`,
        payload: { deadline: scene.tomorrow, products: [{ id: scene.meat[0], amount: '2' }] },
      });
      expect(created.statusCode).toBe(201);
      return asPerson({
        method: 'POST',
        url: `/api/orders/updateStatus/sendOrder?orderId=${created.json().id}`,
        payload: { supplierContactId: scene.milan, channel: 'copy' },
      });
    };
    // May send at home (A), not in Bistro Demo.
    const refused = await send();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('disabledSending');

    await ctx.db
      .update(venueMemberships)
      .set({ canSendOrders: true, orderLimit: '0.01' })
      .where(and(eq(venueMemberships.venueId, bistro), eq(venueMemberships.userId, person.id)));
    const overLimit = await send();
    expect(overLimit.statusCode).toBe(403);
    expect(overLimit.json().code).toBe('approval_required');

    await ctx.db
      .update(venueMemberships)
      .set({ orderLimit: null })
      .where(and(eq(venueMemberships.venueId, bistro), eq(venueMemberships.userId, person.id)));
    expect((await send()).statusCode).toBe(200);
  });

  it("notifies B's admins only: an admin of A who is staff in B is not one, an admin of B from A is", async () => {
    const staffInB = await twoVenueMember('ROLE_ADMIN', { role: 'ROLE_USER' });
    const adminInB = await twoVenueMember('ROLE_USER', { role: 'ROLE_ADMIN' });
    const notified = (await findNotifiedAdmins(ctx.db, bistro)).map((admin) => admin.id);
    expect(notified).toContain(adminInB.id);
    expect(notified).not.toContain(staffInB.id);
    expect((await findNotifiedAdmins(ctx.db, staffInB.home)).map((admin) => admin.id)).toEqual([staffInB.id]);
  });

  describe('inviting an existing account (decision 0037)', () => {
    it('joins B from the mail link while signed in; its home and A stay untouched', async () => {
      const home = await createVenue(ctx.db);
      const cook = await createAccount(ctx.db, { venueId: home.id, role: 'ROLE_USER', orderLimit: '100.00' });
      const invited = await ctx.call('admin', inviteOperations.invite, {
        body: { email: cook.email, restaurantId: bistro, userId: 1, stationIds: [scene.kuhinja] },
      });
      expect(invited.statusCode).toBe(201);
      // The mailed token is not readable back (only its hash is stored): the test gives the invitation one it knows.
      const token = 'invite-token-for-an-existing-account-0001';
      await ctx.db
        .update(invites)
        .set({ tokenHash: hashToken(token) })
        .where(eq(invites.id, invited.json().id));

      const accepted = (await ctx.call('anonymous', inviteOperations.accept, { body: { token } })).json();
      expect(accepted).toMatchObject({ email: cook.email, existingAccount: true });

      const someoneElse = await ctx.call('staff', inviteOperations.join, { body: { token } });
      expect(someoneElse.statusCode).toBe(409);
      expect(someoneElse.json().code).toBe('invite_for_another_account');

      const asCook = inVenue(cook.id, 'ROLE_USER', home.id);
      const joined = await asCook({
        method: 'POST',
        url: operationUrl(inviteOperations.join),
        payload: { token },
      });
      expect(joined.statusCode).toBe(200);
      expect(joined.json()).toEqual({ venueId: bistro, venueName: DEMO.venues.bistro });
      expect(await membership(bistro, cook.id)).toMatchObject({ role: 'ROLE_USER', orderLimit: null });
      expect(await membership(home.id, cook.id)).toMatchObject({ role: 'ROLE_USER', orderLimit: '100.00' });
      expect(await account(cook.id)).toMatchObject({ venueId: home.id, orderLimit: '100.00' });
      const links = await ctx.db.select().from(stationUsers).where(eq(stationUsers.userId, cook.id));
      expect(links).toEqual([{ venueId: bistro, stationId: scene.kuhinja, userId: cook.id }]);
      // The link is used up.
      const again = await asCook({
        method: 'POST',
        url: operationUrl(inviteOperations.join),
        payload: { token },
      });
      expect(again.statusCode).toBe(400);
    });

    it('refuses to invite a member of the venue again (409 user_with_that_email_exists)', async () => {
      const person = await twoVenueMember('ROLE_USER', { role: 'ROLE_USER' });
      const invited = await ctx.call('admin', inviteOperations.invite, {
        body: { email: person.email, restaurantId: bistro, userId: 1 },
      });
      expect(invited.statusCode).toBe(409);
      expect(invited.json().code).toBe('user_with_that_email_exists');
    });
  });
});
