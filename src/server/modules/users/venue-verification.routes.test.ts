/**
 * The venue page's users and stations cards (docs/PRODUCT.md#venue-stations-card): super admin only; verifying a
 * person for a venue.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStation, createVenue } from '@/test/factories';
import { createTestContext, type TestContext } from '@/test/app';
import { venueId } from '@/test/demo-lookup';
import { accessRequests, auditEvents, users } from '@/server/db/schema';
import { adminOperations } from '@/domain/admin/admin.contract';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

describe('the users and stations cards of the venue page (docs/PRODUCT.md#venue-stations-card)', () => {
  let ctx: TestContext;
  let bistro: number;
  let kafana: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    kafana = await venueId(ctx.db, DEMO.venues.kafana);
  });
  afterAll(() => ctx.close());

  const userRow = async (id: number) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!;
  const verifyRows = async (venue: number) =>
    ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.venueId, venue), eq(auditEvents.action, 'user.verify')))
      .orderBy(desc(auditEvents.id));

  it("lists the venue's people and the requests to join it, only that venue's", async () => {
    const asker = await createAccount(ctx.db, { name: 'Asker Kartica' });
    await ctx.db.insert(accessRequests).values({ venueId: bistro, userId: asker.id });
    const response = await ctx.call('superAdmin', adminOperations.venueUsers, {
      params: { venueId: bistro },
    });
    expect(response.statusCode).toBe(200);
    const team = response.json() as {
      users: { email: string; venue: { id: number } }[];
      accessRequests: { user: { id: number }; venue: { id: number } }[];
    };
    expect(team.users.map((user) => user.email)).toEqual(expect.arrayContaining([roleEmail('admin')]));
    expect(team.users.every((user) => user.venue.id === bistro)).toBe(true);
    expect(team.accessRequests.map((request) => request.user.id)).toContain(asker.id);
    expect(team.accessRequests.every((request) => request.venue.id === bistro)).toBe(true);
    expect(
      (await ctx.call('superAdmin', adminOperations.venueUsers, { params: { venueId: 999999 } })).statusCode,
    ).toBe(404);
  });

  it('verifies a member of the venue and records it', async () => {
    const person = await createAccount(ctx.db, { venueId: bistro, role: 'ROLE_USER', verified: false });
    const response = await ctx.call('superAdmin', adminOperations.verifyForVenue, {
      params: { venueId: bistro, userId: person.id },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: person.id, verified: true, venue: { id: bistro } });
    expect((await userRow(person.id)).verified).toBe(true);
    const [row] = await verifyRows(bistro);
    expect(row).toMatchObject({
      actorId: await ctx.userId('superAdmin'),
      before: { userId: person.id, verified: false, venueId: bistro },
      after: { userId: person.id, verified: true, venueId: bistro },
    });
  });

  it('approves a person asking to join into the venue, verified, their request decided', async () => {
    const person = await createAccount(ctx.db, { verified: false });
    await ctx.db.insert(accessRequests).values({ venueId: bistro, userId: person.id });
    const response = await ctx.call('superAdmin', adminOperations.verifyForVenue, {
      params: { venueId: bistro, userId: person.id },
    });
    expect(response.statusCode).toBe(200);
    expect(await userRow(person.id)).toMatchObject({ venueId: bistro, role: 'ROLE_USER', verified: true });
    const [request] = await ctx.db.select().from(accessRequests).where(eq(accessRequests.userId, person.id));
    expect(request!.status).toBe('APPROVED');
    expect((await verifyRows(bistro))[0]).toMatchObject({
      before: { userId: person.id, venueId: null },
      after: { userId: person.id, venueId: bistro },
    });
  });

  it("answers 404 for another venue's member or a person not asking, nothing changed", async () => {
    const other = await createAccount(ctx.db, { venueId: kafana, role: 'ROLE_USER', verified: false });
    expect(
      (
        await ctx.call('superAdmin', adminOperations.verifyForVenue, {
          params: { venueId: bistro, userId: other.id },
        })
      ).statusCode,
    ).toBe(404);
    const loner = await createAccount(ctx.db, { verified: false });
    expect(
      (
        await ctx.call('superAdmin', adminOperations.verifyForVenue, {
          params: { venueId: bistro, userId: loner.id },
        })
      ).statusCode,
    ).toBe(404);
    expect(await userRow(other.id)).toMatchObject({ verified: false, venueId: kafana });
    expect(await userRow(loner.id)).toMatchObject({ verified: false, venueId: null });
  });

  it("refuses the venue's own admin with 403 on every card route, nothing changed", async () => {
    const person = await createAccount(ctx.db, { venueId: bistro, role: 'ROLE_USER', verified: false });
    const before = (await verifyRows(bistro)).length;
    expect(
      (
        await ctx.call('admin', adminOperations.verifyForVenue, {
          params: { venueId: bistro, userId: person.id },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await ctx.call('admin', adminOperations.venueUsers, { params: { venueId: bistro } })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.call('admin', adminOperations.venueStations, { params: { venueId: bistro } })).statusCode,
    ).toBe(403);
    expect((await userRow(person.id)).verified).toBe(false);
    expect((await verifyRows(bistro)).length).toBe(before);
  });

  it("lists the venue's live stations, a deactivated one marked, a deleted one gone", async () => {
    const venue = (await createVenue(ctx.db)).id;
    const live = await createStation(ctx.db, venue);
    const kept = await createStation(ctx.db, venue, { name: 'Karta Mirna', deactivatedAt: new Date() });
    await createStation(ctx.db, venue, { name: 'Karta Obrisana', deletedAt: new Date() });
    const response = await ctx.call('superAdmin', adminOperations.venueStations, {
      params: { venueId: venue },
    });
    expect(response.statusCode).toBe(200);
    const list = response.json() as { id: number; name: string; deactivated: boolean }[];
    expect(list.find((station) => station.id === kept.id)).toMatchObject({ deactivated: true });
    expect(list.map((station) => station.name)).not.toContain('Karta Obrisana');
    expect(list.filter((station) => station.name === live.name)).toEqual([
      expect.objectContaining({ deactivated: false }),
    ]);
    expect(
      (await ctx.call('superAdmin', adminOperations.venueStations, { params: { venueId: 999999 } }))
        .statusCode,
    ).toBe(404);
  });
});
