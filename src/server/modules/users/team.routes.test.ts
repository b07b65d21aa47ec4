import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { venueId } from '@/test/demo-lookup';
import { accessRequests, invites, refreshTokens, users } from '@/server/db/schema';
import { teamOperations } from '@/domain/users/team.contract';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

describe('the team of a venue (/admin/users, users card: docs/PRODUCT.md#team, #venue-users-card)', () => {
  let ctx: TestContext;
  let bistro: number;
  let kafana: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    kafana = await venueId(ctx.db, DEMO.venues.kafana);
  });
  afterAll(() => ctx.close());

  const userRow = async (id: number) => {
    const [row] = await ctx.db.select().from(users).where(eq(users.id, id));
    return row!;
  };
  const member = (venue: number, overrides: Partial<typeof users.$inferInsert> = {}) =>
    createAccount(ctx.db, { venueId: venue, role: 'ROLE_USER', ...overrides });

  describe('GET /api/admin/users', () => {
    it("shows a venue admin their venue's people, pending invites and access requests, nobody else's", async () => {
      const asker = await createAccount(ctx.db, { name: 'Asker Bistro' });
      await ctx.db.insert(accessRequests).values({ venueId: bistro, userId: asker.id });
      const kafanaAsker = await createAccount(ctx.db, { name: 'Asker Kafana' });
      await ctx.db.insert(accessRequests).values({ venueId: kafana, userId: kafanaAsker.id });
      const expiresAt = new Date(Date.now() + 60_000);
      await ctx.db.insert(invites).values([
        { venueId: bistro, email: 'pending-bistro@nabavka.test', tokenHash: 'h-bistro', expiresAt },
        { venueId: kafana, email: 'pending-kafana@nabavka.test', tokenHash: 'h-kafana', expiresAt },
        {
          venueId: bistro,
          email: 'expired-bistro@nabavka.test',
          tokenHash: 'h-expired',
          expiresAt: new Date(Date.now() - 60_000),
        },
      ]);

      const response = await ctx.call('admin', teamOperations.list);
      expect(response.statusCode).toBe(200);
      const team = response.json();
      const emails = team.users.map((user: { email: string }) => user.email);
      expect(emails).toEqual(
        expect.arrayContaining([roleEmail('admin'), roleEmail('staff'), roleEmail('viewer')]),
      );
      expect(emails).not.toContain(roleEmail('superAdmin'));
      expect(emails).not.toContain(roleEmail('otherAdmin'));
      expect(team.users.every((user: { venue: { id: number } }) => user.venue.id === bistro)).toBe(true);
      const staff = team.users.find((user: { email: string }) => user.email === roleEmail('staff'));
      expect(staff.departments.length).toBeGreaterThan(0);
      expect(team.invites.map((invite: { email: string }) => invite.email)).toEqual([
        'pending-bistro@nabavka.test',
      ]);
      expect(team.accessRequests).toEqual([
        expect.objectContaining({ user: expect.objectContaining({ id: asker.id, name: 'Asker Bistro' }) }),
      ]);
    });

    it('shows the super admin everybody', async () => {
      const team = (await ctx.call('superAdmin', teamOperations.list)).json();
      const emails = team.users.map((user: { email: string }) => user.email);
      expect(emails).toEqual(
        expect.arrayContaining([roleEmail('admin'), roleEmail('otherAdmin'), roleEmail('superAdmin')]),
      );
      const invited = team.invites.map((invite: { email: string }) => invite.email);
      expect(invited).toEqual(
        expect.arrayContaining(['pending-bistro@nabavka.test', 'pending-kafana@nabavka.test']),
      );
    });

    it('refuses staff with 403', async () => {
      expect((await ctx.call('staff', teamOperations.list)).statusCode).toBe(403);
    });
  });

  describe('GET /api/admin/unnaprovedUsers', () => {
    it("gives the super admin every venue's pending invites and access requests, without expired invites", async () => {
      const waiting = (await ctx.call('superAdmin', teamOperations.unapproved)).json();
      expect(Object.keys(waiting).sort()).toEqual(['accessRequests', 'invites']);
      const invited = waiting.invites.map((invite: { email: string }) => invite.email);
      expect(invited).toEqual(
        expect.arrayContaining(['pending-bistro@nabavka.test', 'pending-kafana@nabavka.test']),
      );
      expect(invited).not.toContain('expired-bistro@nabavka.test');
      const askers = waiting.accessRequests.map((request: { user: { name: string } }) => request.user.name);
      expect(askers).toEqual(expect.arrayContaining(['Asker Bistro', 'Asker Kafana']));
    });

    it('refuses venue admins and staff with 403', async () => {
      expect((await ctx.call('admin', teamOperations.unapproved)).statusCode).toBe(403);
      expect((await ctx.call('staff', teamOperations.unapproved)).statusCode).toBe(403);
    });
  });

  describe('GET /api/admin/users/{id}', () => {
    it('answers one person of the venue', async () => {
      const staffId = await ctx.userId('staff');
      const response = await ctx.call('admin', teamOperations.detail, { params: { id: staffId } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: staffId,
        email: roleEmail('staff'),
        venue: { id: bistro },
      });
    });

    it("answers 404 for another venue's person and for the super admin", async () => {
      const otherAdmin = await ctx.userId('otherAdmin');
      const superAdmin = await ctx.userId('superAdmin');
      expect(
        (await ctx.call('admin', teamOperations.detail, { params: { id: otherAdmin } })).statusCode,
      ).toBe(404);
      expect(
        (await ctx.call('admin', teamOperations.detail, { params: { id: superAdmin } })).statusCode,
      ).toBe(404);
    });

    it.each(['0', 'abc', '1.5', '-3'])('refuses the id %s with 400', async (id) => {
      expect((await ctx.call('admin', teamOperations.detail, { params: { id } })).statusCode).toBe(400);
    });
  });

  describe('the toggles', () => {
    it('disables a person, ending their sessions, and enables them again', async () => {
      const person = await member(bistro);
      await ctx.db.insert(refreshTokens).values({
        userId: person.id,
        familyId: '00000000-0000-4000-8000-000000000001',
        tokenHash: `session-${person.id}`,
        expiresAt: new Date(Date.now() + 60_000),
      });
      const disabled = await ctx.call('admin', teamOperations.disable, { params: { id: person.id } });
      expect(disabled.statusCode).toBe(200);
      expect(disabled.json()).toMatchObject({ id: person.id, disabled: true });
      const [session] = await ctx.db.select().from(refreshTokens).where(eq(refreshTokens.userId, person.id));
      expect(session!.revokedAt).not.toBeNull();
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: person.email, password: person.password },
      });
      expect(login.statusCode).toBe(403);

      const enabled = await ctx.call('admin', teamOperations.disable, { params: { id: person.id } });
      expect(enabled.json()).toMatchObject({ disabled: false });
      expect((await userRow(person.id)).disabled).toBe(false);
    });

    it('flips e-mail notifications and the send-orders permission, and verifies', async () => {
      const person = await member(bistro, { verified: false });
      const notifications = await ctx.call('admin', teamOperations.disableNotifications, {
        params: { id: person.id },
      });
      expect(notifications.json()).toMatchObject({ emailNotificationsOn: false });
      const sending = await ctx.call('admin', teamOperations.toggleCanSendOrder, {
        params: { id: person.id },
      });
      expect(sending.json()).toMatchObject({ canSendOrder: false });
      const verified = await ctx.call('admin', teamOperations.verify, { params: { id: person.id } });
      expect(verified.json()).toMatchObject({ verified: true });
      expect(await userRow(person.id)).toMatchObject({
        emailNotificationsOn: false,
        canSendOrders: false,
        verified: true,
      });
    });

    it('makes a member admin and removes the role again', async () => {
      const person = await member(bistro);
      const made = await ctx.call('admin', teamOperations.makeAdmin, { params: { userId: person.id } });
      expect(made.statusCode).toBe(200);
      expect(made.json()).toMatchObject({ role: 'ROLE_ADMIN' });
      const removed = await ctx.call('admin', teamOperations.removeAdmin, { params: { id: person.id } });
      expect(removed.json()).toMatchObject({ role: 'ROLE_USER' });
      expect((await userRow(person.id)).role).toBe('ROLE_USER');
    });

    it.each(['disable', 'disableNotifications', 'removeAdmin', 'verify', 'toggleCanSendOrder'] as const)(
      'refuses %s on oneself with 403, nothing changed',
      async (toggle) => {
        const adminId = await ctx.userId('admin');
        const before = await userRow(adminId);
        const response = await ctx.call('admin', teamOperations[toggle], { params: { id: adminId } });
        expect(response.statusCode).toBe(403);
        expect(await userRow(adminId)).toEqual(before);
      },
    );

    it('refuses the super admin acting on themselves too', async () => {
      const superId = await ctx.userId('superAdmin');
      expect(
        (await ctx.call('superAdmin', teamOperations.disable, { params: { id: superId } })).statusCode,
      ).toBe(403);
      expect((await userRow(superId)).disabled).toBe(false);
    });

    it.each(['disable', 'disableNotifications', 'removeAdmin', 'verify', 'toggleCanSendOrder'] as const)(
      "answers 404 to %s on another venue's person, nothing changed",
      async (toggle) => {
        const otherAdmin = await ctx.userId('otherAdmin');
        const before = await userRow(otherAdmin);
        const response = await ctx.call('admin', teamOperations[toggle], { params: { id: otherAdmin } });
        expect(response.statusCode).toBe(404);
        expect(await userRow(otherAdmin)).toEqual(before);
      },
    );

    it('refuses staff with 403, nothing changed', async () => {
      const person = await member(bistro);
      const before = await userRow(person.id);
      expect(
        (await ctx.call('staff', teamOperations.disable, { params: { id: person.id } })).statusCode,
      ).toBe(403);
      expect(
        (await ctx.call('staff', teamOperations.makeAdmin, { params: { userId: person.id } })).statusCode,
      ).toBe(403);
      expect(await userRow(person.id)).toEqual(before);
    });

    it('lets the super admin act on any venue', async () => {
      const person = await member(kafana);
      const response = await ctx.call('superAdmin', teamOperations.toggleCanSendOrder, {
        params: { id: person.id },
      });
      expect(response.json()).toMatchObject({ canSendOrder: false, venue: { id: kafana } });
    });
  });

  describe('POST /api/venue/makeAdmin/{userId}', () => {
    it("answers 404 for another venue's member, oneself 403, nothing changed", async () => {
      const person = await member(kafana);
      expect(
        (await ctx.call('admin', teamOperations.makeAdmin, { params: { userId: person.id } })).statusCode,
      ).toBe(404);
      expect((await userRow(person.id)).role).toBe('ROLE_USER');
      const adminId = await ctx.userId('admin');
      expect(
        (await ctx.call('admin', teamOperations.makeAdmin, { params: { userId: adminId } })).statusCode,
      ).toBe(403);
    });

    it('answers 404 for a person without a venue (the super admin included)', async () => {
      const loner = await createAccount(ctx.db);
      expect(
        (await ctx.call('superAdmin', teamOperations.makeAdmin, { params: { userId: loner.id } })).statusCode,
      ).toBe(404);
      expect((await userRow(loner.id)).role).toBe('ROLE_USER');
    });
  });

  describe('POST /api/venue/approve/{userId}', () => {
    const ask = async (venue: number) => {
      const person = await createAccount(ctx.db);
      await ctx.db.insert(accessRequests).values({ venueId: venue, userId: person.id });
      return person;
    };
    const requestsOf = (userId: number) =>
      ctx.db.select().from(accessRequests).where(eq(accessRequests.userId, userId));

    it('makes the asker a ROLE_USER member, the request approved and the app unblocked', async () => {
      const person = await ask(bistro);
      await ctx.db.insert(accessRequests).values({ venueId: kafana, userId: person.id });
      const response = await ctx.call('admin', teamOperations.approve, { params: { userId: person.id } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ id: person.id, role: 'ROLE_USER', venue: { id: bistro } });
      expect(await userRow(person.id)).toMatchObject({ venueId: bistro, role: 'ROLE_USER' });
      const decided = (await requestsOf(person.id)).map((row) => [row.venueId, row.status]);
      expect(decided).toEqual(
        expect.arrayContaining([
          [bistro, 'APPROVED'],
          [kafana, 'REJECTED'],
        ]),
      );
      const profile = await (await ctx.as(person.email))({ method: 'GET', url: '/api/users/profile' });
      expect(profile.json()).toMatchObject({ pending_invites: false, venue: { id: bistro } });
    });

    it("answers 404 to another venue's admin, nothing changed", async () => {
      const person = await ask(bistro);
      expect(
        (await ctx.call('otherAdmin', teamOperations.approve, { params: { userId: person.id } })).statusCode,
      ).toBe(404);
      expect((await userRow(person.id)).venueId).toBeNull();
      expect((await requestsOf(person.id))[0]!.status).toBe('PENDING');
    });

    it('answers 404 without a pending request and 403 to staff', async () => {
      const loner = await createAccount(ctx.db);
      expect(
        (await ctx.call('admin', teamOperations.approve, { params: { userId: loner.id } })).statusCode,
      ).toBe(404);
      const person = await ask(bistro);
      expect(
        (await ctx.call('staff', teamOperations.approve, { params: { userId: person.id } })).statusCode,
      ).toBe(403);
      expect((await userRow(person.id)).venueId).toBeNull();
    });

    it('answers 409 when the asker joined a venue meanwhile', async () => {
      const person = await ask(bistro);
      await ctx.db.update(users).set({ venueId: kafana }).where(eq(users.id, person.id));
      const response = await ctx.call('admin', teamOperations.approve, { params: { userId: person.id } });
      expect(response.statusCode).toBe(409);
      expect((await userRow(person.id)).venueId).toBe(kafana);
    });

    it('lets the super admin approve for any venue', async () => {
      const person = await ask(kafana);
      const response = await ctx.call('superAdmin', teamOperations.approve, {
        params: { userId: person.id },
      });
      expect(response.json()).toMatchObject({ venue: { id: kafana } });
    });
  });
});
