import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { isLinked, stationId, supplierId, venueId } from '@/test/demo-lookup';
import { orders, stations, stationUsers, subscriptions } from '@/server/db/schema';

const ADMIN = 'admin@nabavka.test';
const STAFF = 'staff@nabavka.test';
const OTHER_ADMIN = 'admin2@nabavka.test';
const SUPER_ADMIN = 'superadmin@nabavka.test';

describe('station administration (SPEC §2 stations admin, §5, §6)', () => {
  let ctx: TestContext;
  let bistro: number;
  let kafana: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, 'Bistro Demo');
    kafana = await venueId(ctx.db, 'Kafana Druga');
  });
  afterAll(() => ctx.close());

  const send = async (email: string, method: 'POST' | 'DELETE', url: string, payload?: object) =>
    (await ctx.as(email))({ method, url, ...(payload ? { payload } : {}) });
  const add = (email: string, venue: number, name: unknown) =>
    send(email, 'POST', `/api/admin/venue/${venue}/addStation`, { name });
  const liveNames = async (venue: number) =>
    (
      await ctx.db
        .select({ name: stations.name })
        .from(stations)
        .where(and(eq(stations.venueId, venue), isNull(stations.deletedAt)))
    )
      .map((row) => row.name)
      .sort();
  const departmentNames = async (email: string) =>
    (
      (await (await ctx.as(email))({ method: 'GET', url: '/api/venue/getDepartments' })).json() as {
        department: { name: string };
      }[]
    ).map((d) => d.department.name);

  describe('POST /api/admin/venue/{venueId}/addStation', () => {
    it('creates a station the venue admin then sees on the dashboard', async () => {
      const response = await add(ADMIN, bistro, '  Poslastičarnica ');
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      const [row] = await ctx.db.select().from(stations).where(eq(stations.id, id));
      expect(row).toMatchObject({ venueId: bistro, name: 'Poslastičarnica', isWarehouse: false });
      expect(await departmentNames(ADMIN)).toContain('Poslastičarnica');
    });

    it('refuses a name the venue already has, whatever its case, with 409 sameStations', async () => {
      const before = await liveNames(bistro);
      const response = await add(ADMIN, bistro, 'KUHINJA');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'sameStations' });
      expect(await liveNames(bistro)).toEqual(before);
    });

    it('lets another venue use the same name', async () => {
      const response = await add(SUPER_ADMIN, kafana, 'Šank');
      expect(response.statusCode).toBe(201);
      expect(await liveNames(kafana)).toEqual(['Kuhinja', 'Šank']);
    });

    it.each([
      ['', 'common.requiredField'],
      ['   ', 'common.requiredField'],
      [42, 'common.requiredField'],
      ['a'.repeat(121), 'invalidInput'],
      ['Bar\u0000', 'invalidCharacters'],
    ])('refuses the name %j with 400 %s', async (name, code) => {
      const before = await liveNames(bistro);
      const response = await add(ADMIN, bistro, name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code });
      expect(await liveNames(bistro)).toEqual(before);
    });

    it('refuses staff with 403 and another venue’s admin with 404, creating nothing', async () => {
      const before = await liveNames(bistro);
      expect((await add(STAFF, bistro, 'Terasa')).statusCode).toBe(403);
      const foreign = await add(OTHER_ADMIN, bistro, 'Terasa');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'not_found' });
      expect(await liveNames(bistro)).toEqual(before);
    });

    it('answers 404 for a venue that does not exist, even to the super admin', async () => {
      expect((await add(SUPER_ADMIN, 999_999, 'Terasa')).statusCode).toBe(404);
    });
  });

  describe('the plan’s station limit (SPEC §5, plan-allowance.ts)', () => {
    let own: TestContext;
    let kafanaVenue: number;
    beforeAll(async () => {
      own = await createTestContext();
      kafanaVenue = await venueId(own.db, 'Kafana Druga');
    });
    afterAll(() => own.close());

    const addTo = async (email: string, name: string) =>
      (await own.as(email))({
        method: 'POST',
        url: `/api/admin/venue/${kafanaVenue}/addStation`,
        payload: { name },
      });
    const count = async () => {
      const [row] = await own.db
        .select({ n: sql<number>`count(*)::int` })
        .from(stations)
        .where(and(eq(stations.venueId, kafanaVenue), isNull(stations.deletedAt)));
      return row!.n;
    };

    it('lets BASIC have two stations and refuses the third with 403 maximumStationLimitReached', async () => {
      expect(await count()).toBe(1);
      expect((await addTo(OTHER_ADMIN, 'Šank')).statusCode).toBe(201);
      const refused = await addTo(OTHER_ADMIN, 'Terasa');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'maximumStationLimitReached' });
      expect(await count()).toBe(2);
    });

    it('holds BASIC to two whatever the subscription row says, for the super admin too', async () => {
      await own.db
        .update(subscriptions)
        .set({ departmentLimit: 10 })
        .where(eq(subscriptions.venueId, kafanaVenue));
      expect((await addTo(SUPER_ADMIN, 'Terasa')).statusCode).toBe(403);
      expect(await count()).toBe(2);
    });

    it('follows the subscription’s limit on PRO', async () => {
      await own.db
        .update(subscriptions)
        .set({ plan: 'PRO', departmentLimit: 3 })
        .where(eq(subscriptions.venueId, kafanaVenue));
      expect((await addTo(OTHER_ADMIN, 'Terasa')).statusCode).toBe(201);
      expect((await addTo(OTHER_ADMIN, 'Bašta')).statusCode).toBe(403);
    });

    it('does not count deleted stations', async () => {
      const [terasa] = await own.db.select().from(stations).where(eq(stations.name, 'Terasa'));
      const deleted = await (
        await own.as(OTHER_ADMIN)
      )({ method: 'DELETE', url: `/api/venue/department/${terasa!.id}` });
      expect(deleted.statusCode).toBe(200);
      expect((await addTo(OTHER_ADMIN, 'Bašta')).statusCode).toBe(201);
    });

    it('answers 409 subscription_not_exist for a venue whose plan was never set', async () => {
      await own.db.delete(subscriptions).where(eq(subscriptions.venueId, kafanaVenue));
      const response = await addTo(OTHER_ADMIN, 'Podrum');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'subscription_not_exist' });
    });
  });

  describe('POST /api/venue/department/{id} (rename)', () => {
    const rename = (email: string, id: number, name: unknown) =>
      send(email, 'POST', `/api/venue/department/${id}`, { name });

    it('renames the station and answers it', async () => {
      const { id } = (await add(ADMIN, bistro, 'Roštilj')).json();
      const response = await rename(ADMIN, id, 'Gril');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id, name: 'Gril' });
      expect(await departmentNames(ADMIN)).toContain('Gril');
    });

    it('keeps its own name in another case, and refuses another station’s name with 409 sameStations', async () => {
      const { id } = (await add(ADMIN, bistro, 'Doručak')).json();
      expect((await rename(ADMIN, id, 'DORUČAK')).json()).toEqual({ id, name: 'DORUČAK' });
      const taken = await rename(ADMIN, id, 'šank');
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'sameStations' });
    });

    it('refuses staff with 403 and another venue’s admin with 404, leaving the name', async () => {
      const kuhinja = await stationId(ctx.db, 'Bistro Demo', 'Kuhinja');
      expect((await rename(STAFF, kuhinja, 'X')).statusCode).toBe(403);
      expect((await rename(OTHER_ADMIN, kuhinja, 'X')).statusCode).toBe(404);
      expect(await liveNames(bistro)).toContain('Kuhinja');
    });

    it('lets the super admin rename any venue’s station', async () => {
      const { id } = (await add(ADMIN, bistro, 'Vinoteka')).json();
      expect((await rename(SUPER_ADMIN, id, 'Vinski podrum')).statusCode).toBe(200);
    });
  });

  describe('DELETE /api/venue/department/{id}', () => {
    const remove = (email: string, id: number) => send(email, 'DELETE', `/api/venue/department/${id}`);

    it('deletes a station without orders, frees its name, and hides it everywhere', async () => {
      const { id } = (await add(ADMIN, bistro, 'Privremeni')).json();
      const response = await remove(ADMIN, id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: true });
      expect(await departmentNames(ADMIN)).not.toContain('Privremeni');
      expect((await remove(ADMIN, id)).statusCode).toBe(404);
      expect((await add(ADMIN, bistro, 'Privremeni')).statusCode).toBe(201);
    });

    it('refuses a station with drafts or expected orders with 409 stationHasActiveOrders', async () => {
      const kuhinja = await stationId(ctx.db, 'Bistro Demo', 'Kuhinja');
      const response = await remove(ADMIN, kuhinja);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'stationHasActiveOrders' });
      expect(await liveNames(bistro)).toContain('Kuhinja');
    });

    it('keeps the orders of a deleted station in history', async () => {
      const own = await createTestContext();
      try {
        const sank = await stationId(own.db, 'Bistro Demo', 'Šank');
        // Only delivered orders left: the station may go, and its orders stay.
        await own.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.stationId, sank));
        const [{ n: before } = { n: 0 }] = await own.db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(eq(orders.stationId, sank));
        expect(before).toBeGreaterThan(0);
        const response = await (
          await own.as(ADMIN)
        )({ method: 'DELETE', url: `/api/venue/department/${sank}` });
        expect(response.statusCode).toBe(200);
        const [{ n: after } = { n: 0 }] = await own.db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(eq(orders.stationId, sank));
        expect(after).toBe(before);
      } finally {
        await own.close();
      }
    });

    it('refuses staff with 403 and another venue’s admin with 404, deleting nothing', async () => {
      const { id } = (await add(ADMIN, bistro, 'Ostava')).json();
      expect((await remove(STAFF, id)).statusCode).toBe(403);
      expect((await remove(OTHER_ADMIN, id)).statusCode).toBe(404);
      expect(await liveNames(bistro)).toContain('Ostava');
      expect((await remove(SUPER_ADMIN, id)).statusCode).toBe(200);
    });
  });

  describe('people at a station: linkDepartment / unlinkDepartment', () => {
    const link = (email: string, user: number, station: number, linked = true) =>
      send(email, 'POST', `/api/admin/${linked ? 'linkDepartment' : 'unlinkDepartment'}/${user}/${station}`);
    const isMember = async (user: number, station: number) =>
      (
        await ctx.db
          .select()
          .from(stationUsers)
          .where(and(eq(stationUsers.userId, user), eq(stationUsers.stationId, station)))
      ).length > 0;

    it('links a person, who then sees the station, and unlinks them again; both are idempotent', async () => {
      const member = await createAccount(ctx.db, { venueId: bistro, name: 'Novi Kuvar' });
      const { id } = (await add(ADMIN, bistro, 'Pekara')).json();
      expect(await departmentNames(member.email)).toEqual([]);

      const linked = await link(ADMIN, member.id, id);
      expect(linked.statusCode).toBe(200);
      expect(linked.json()).toEqual({ departmentId: id, userId: member.id, linked: true });
      expect((await link(ADMIN, member.id, id)).statusCode).toBe(200);
      expect(await departmentNames(member.email)).toEqual(['Pekara']);

      const unlinked = await link(ADMIN, member.id, id, false);
      expect(unlinked.json()).toEqual({ departmentId: id, userId: member.id, linked: false });
      expect((await link(ADMIN, member.id, id, false)).statusCode).toBe(200);
      expect(await departmentNames(member.email)).toEqual([]);
    });

    it('answers 404 for a person of another venue, without a venue, or a super admin', async () => {
      const kuhinja = await stationId(ctx.db, 'Bistro Demo', 'Kuhinja');
      const stranger = await createAccount(ctx.db, { venueId: kafana });
      const loner = await createAccount(ctx.db);
      for (const user of [stranger.id, loner.id, await ctx.userId(SUPER_ADMIN)]) {
        const response = await link(ADMIN, user, kuhinja);
        expect(response.statusCode).toBe(404);
        expect(await isMember(user, kuhinja)).toBe(false);
      }
    });

    it('refuses staff with 403 and another venue’s admin with 404, changing nothing', async () => {
      const kuhinja = await stationId(ctx.db, 'Bistro Demo', 'Kuhinja');
      const viewer = await ctx.userId('viewer@nabavka.test');
      expect((await link(STAFF, viewer, kuhinja, false)).statusCode).toBe(403);
      expect((await link(OTHER_ADMIN, viewer, kuhinja, false)).statusCode).toBe(404);
      expect(await isMember(viewer, kuhinja)).toBe(true);
    });
  });

  describe('suppliers of a station: linkDepartmentAndSupplier / unlinkDepartmentAndSupplier', () => {
    const link = (email: string, station: number, supplier: number, linked = true) =>
      send(
        email,
        'POST',
        `/api/admin/${linked ? 'linkDepartmentAndSupplier' : 'unlinkDepartmentAndSupplier'}/${station}/${supplier}`,
      );

    it('links one of the venue’s suppliers to a station and unlinks it; both are idempotent', async () => {
      const { id } = (await add(ADMIN, bistro, 'Hladna kuhinja')).json();
      const mesara = await supplierId(ctx.db, 'Mesara Zlatibor');
      const response = await link(ADMIN, id, mesara);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ departmentId: id, supplierId: mesara, linked: true });
      expect((await link(ADMIN, id, mesara)).statusCode).toBe(200);
      expect(await isLinked(ctx.db, id, mesara)).toBe(true);
      const stationSuppliers = await (
        await ctx.as(ADMIN)
      )({ method: 'GET', url: `/api/venue/department/getSuppliers/${id}` });
      expect(stationSuppliers.json().map((s: { name: string }) => s.name)).toEqual(['Mesara Zlatibor']);

      expect((await link(ADMIN, id, mesara, false)).json()).toMatchObject({ linked: false });
      expect(await isLinked(ctx.db, id, mesara)).toBe(false);
    });

    it('answers 404 for another venue’s own supplier or one the venue does not work with', async () => {
      const kuhinja = await stationId(ctx.db, 'Bistro Demo', 'Kuhinja');
      for (const name of ['Kafana Nabavka d.o.o.', 'Bar Snabdevanje Niš']) {
        const foreign = await supplierId(ctx.db, name);
        expect((await link(ADMIN, kuhinja, foreign)).statusCode).toBe(404);
        expect(await isLinked(ctx.db, kuhinja, foreign)).toBe(false);
      }
    });

    it('refuses staff with 403 and another venue’s admin with 404, changing nothing', async () => {
      const kuhinja = await stationId(ctx.db, 'Bistro Demo', 'Kuhinja');
      const mesara = await supplierId(ctx.db, 'Mesara Zlatibor');
      expect((await link(STAFF, kuhinja, mesara, false)).statusCode).toBe(403);
      expect((await link(OTHER_ADMIN, kuhinja, mesara, false)).statusCode).toBe(404);
      expect(await isLinked(ctx.db, kuhinja, mesara)).toBe(true);
    });

    it('lets the super admin link any venue’s station', async () => {
      const kafanaKuhinja = await stationId(ctx.db, 'Kafana Druga', 'Kuhinja');
      const own = await supplierId(ctx.db, 'Kafana Nabavka d.o.o.');
      expect((await link(SUPER_ADMIN, kafanaKuhinja, own, false)).statusCode).toBe(200);
      expect(await isLinked(ctx.db, kafanaKuhinja, own)).toBe(false);
      expect((await link(SUPER_ADMIN, kafanaKuhinja, own)).statusCode).toBe(200);
      expect(await isLinked(ctx.db, kafanaKuhinja, own)).toBe(true);
    });
  });
});
