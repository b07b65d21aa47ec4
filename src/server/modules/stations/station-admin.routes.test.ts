import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '@/test/accounts';
import { createTestContext, type TestContext, type Who } from '@/test/app';
import { isLinked, stationId, supplierId, venueId } from '@/test/demo-lookup';
import { orders, stations, stationUsers, subscriptions } from '@/server/db/schema';
import { type DemoRole, operationUrl } from '@/test/call';
import { stationOperations } from '@/domain/stations/stations.contract';
import { DEMO } from '@/test/demo-context';

describe('station administration (stations admin: docs/PRODUCT.md#stations-admin, #input-rules, #role-venue-admin)', () => {
  let ctx: TestContext;
  let bistro: number;
  let kafana: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    kafana = await venueId(ctx.db, DEMO.venues.kafana);
  });
  afterAll(() => ctx.close());

  const add = (role: DemoRole, venue: number, name: unknown) =>
    ctx.call(role, stationOperations.add, { params: { venueId: venue }, body: { name } });
  const liveNames = async (venue: number) =>
    (
      await ctx.db
        .select({ name: stations.name })
        .from(stations)
        .where(and(eq(stations.venueId, venue), isNull(stations.deletedAt)))
    )
      .map((row) => row.name)
      .sort();
  /** The stations the person sees on the dashboard (a demo role, or a fresh member by e-mail). */
  const stationNames = async (who: Who) =>
    (
      (await (await ctx.as(who))({ method: 'GET', url: operationUrl(stationOperations.list) })).json() as {
        department: { name: string };
      }[]
    ).map((d) => d.department.name);

  describe('POST /api/admin/venue/{venueId}/addStation', () => {
    it('creates a station the venue admin then sees on the dashboard', async () => {
      const response = await add('admin', bistro, '  Poslastičarnica ');
      expect(response.statusCode).toBe(201);
      const { id } = response.json();
      const [row] = await ctx.db.select().from(stations).where(eq(stations.id, id));
      expect(row).toMatchObject({ venueId: bistro, name: 'Poslastičarnica', isWarehouse: false });
      expect(await stationNames('admin')).toContain('Poslastičarnica');
    });

    it('refuses a name the venue already has, whatever its case, with 409 sameStations', async () => {
      const before = await liveNames(bistro);
      const response = await add('admin', bistro, 'KUHINJA');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'sameStations' });
      expect(await liveNames(bistro)).toEqual(before);
    });

    it('lets another venue use the same name', async () => {
      const response = await add('superAdmin', kafana, DEMO.stations.sank);
      expect(response.statusCode).toBe(201);
      expect(await liveNames(kafana)).toEqual([DEMO.stations.kuhinja, DEMO.stations.sank]);
    });

    it.each([
      ['', 'common.requiredField'],
      ['   ', 'common.requiredField'],
      [42, 'common.requiredField'],
      ['a'.repeat(121), 'invalidInput'],
      ['Bar\u0000', 'invalidCharacters'],
    ])('refuses the name %j with 400 %s', async (name, code) => {
      const before = await liveNames(bistro);
      const response = await add('admin', bistro, name);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code });
      expect(await liveNames(bistro)).toEqual(before);
    });

    it('refuses staff with 403 and another venue’s admin with 404, creating nothing', async () => {
      const before = await liveNames(bistro);
      expect((await add('staff', bistro, 'Terasa')).statusCode).toBe(403);
      const foreign = await add('otherAdmin', bistro, 'Terasa');
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'not_found' });
      expect(await liveNames(bistro)).toEqual(before);
    });

    it('answers 404 for a venue that does not exist, even to the super admin', async () => {
      expect((await add('superAdmin', 999_999, 'Terasa')).statusCode).toBe(404);
    });
  });

  describe('the plan’s station limit (docs/PRODUCT.md#station-limit, plan-allowance.ts)', () => {
    let own: TestContext;
    let kafanaVenue: number;
    beforeAll(async () => {
      own = await createTestContext();
      kafanaVenue = await venueId(own.db, DEMO.venues.kafana);
    });
    afterAll(() => own.close());

    const addTo = (role: DemoRole, name: string) =>
      own.call(role, stationOperations.add, { params: { venueId: kafanaVenue }, body: { name } });
    const count = async () => {
      const [row] = await own.db
        .select({ n: sql<number>`count(*)::int` })
        .from(stations)
        .where(and(eq(stations.venueId, kafanaVenue), isNull(stations.deletedAt)));
      return row!.n;
    };

    it('lets BASIC have two stations and refuses the third with 403 maximumStationLimitReached', async () => {
      expect(await count()).toBe(1);
      expect((await addTo('otherAdmin', DEMO.stations.sank)).statusCode).toBe(201);
      const refused = await addTo('otherAdmin', 'Terasa');
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'maximumStationLimitReached' });
      expect(await count()).toBe(2);
    });

    it('holds BASIC to two whatever the subscription row says, for the super admin too', async () => {
      await own.db
        .update(subscriptions)
        .set({ departmentLimit: 10 })
        .where(eq(subscriptions.venueId, kafanaVenue));
      expect((await addTo('superAdmin', 'Terasa')).statusCode).toBe(403);
      expect(await count()).toBe(2);
    });

    it('follows the subscription’s limit on PRO', async () => {
      await own.db
        .update(subscriptions)
        .set({ plan: 'PRO', departmentLimit: 3 })
        .where(eq(subscriptions.venueId, kafanaVenue));
      expect((await addTo('otherAdmin', 'Terasa')).statusCode).toBe(201);
      expect((await addTo('otherAdmin', 'Bašta')).statusCode).toBe(403);
    });

    it('does not count deleted stations', async () => {
      const [terasa] = await own.db.select().from(stations).where(eq(stations.name, 'Terasa'));
      const deleted = await (
        await own.as('otherAdmin')
      )({ method: 'DELETE', url: `/api/venue/department/${terasa!.id}` });
      expect(deleted.statusCode).toBe(200);
      expect((await addTo('otherAdmin', 'Bašta')).statusCode).toBe(201);
    });

    it('answers 409 subscription_not_exist for a venue whose plan was never set', async () => {
      await own.db.delete(subscriptions).where(eq(subscriptions.venueId, kafanaVenue));
      const response = await addTo('otherAdmin', 'Podrum');
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'subscription_not_exist' });
    });
  });

  describe('POST /api/venue/department/{id} (rename)', () => {
    const rename = (role: DemoRole, id: number, name: unknown) =>
      ctx.call(role, stationOperations.rename, { params: { id }, body: { name } });

    it('renames the station and answers it', async () => {
      const { id } = (await add('admin', bistro, 'Roštilj')).json();
      const response = await rename('admin', id, 'Gril');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ id, name: 'Gril' });
      expect(await stationNames('admin')).toContain('Gril');
    });

    it('keeps its own name in another case, and refuses another station’s name with 409 sameStations', async () => {
      const { id } = (await add('admin', bistro, 'Doručak')).json();
      expect((await rename('admin', id, 'DORUČAK')).json()).toEqual({ id, name: 'DORUČAK' });
      const taken = await rename('admin', id, 'šank');
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toMatchObject({ code: 'sameStations' });
    });

    it('refuses staff with 403 and another venue’s admin with 404, leaving the name', async () => {
      const kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
      expect((await rename('staff', kuhinja, 'X')).statusCode).toBe(403);
      expect((await rename('otherAdmin', kuhinja, 'X')).statusCode).toBe(404);
      expect(await liveNames(bistro)).toContain(DEMO.stations.kuhinja);
    });

    it('lets the super admin rename any venue’s station', async () => {
      const { id } = (await add('admin', bistro, 'Vinoteka')).json();
      expect((await rename('superAdmin', id, 'Vinski podrum')).statusCode).toBe(200);
    });
  });

  describe('DELETE /api/venue/department/{id}', () => {
    const remove = (role: DemoRole, id: number) =>
      ctx.call(role, stationOperations.remove, { params: { id } });

    it('deletes a station without orders, frees its name, and hides it everywhere', async () => {
      const { id } = (await add('admin', bistro, 'Privremeni')).json();
      const response = await remove('admin', id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ deleted: true });
      expect(await stationNames('admin')).not.toContain('Privremeni');
      expect((await remove('admin', id)).statusCode).toBe(404);
      expect((await add('admin', bistro, 'Privremeni')).statusCode).toBe(201);
    });

    it('refuses a station with drafts or expected orders with 409 stationHasActiveOrders', async () => {
      const kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
      const response = await remove('admin', kuhinja);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'stationHasActiveOrders' });
      expect(await liveNames(bistro)).toContain(DEMO.stations.kuhinja);
    });

    it('keeps the orders of a deleted station in history', async () => {
      const own = await createTestContext();
      try {
        const sank = await stationId(own.db, DEMO.venues.bistro, DEMO.stations.sank);
        // Only delivered orders left: the station may go, and its orders stay.
        await own.db.update(orders).set({ status: 'COMPLETED' }).where(eq(orders.stationId, sank));
        const [{ n: before } = { n: 0 }] = await own.db
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
          .where(eq(orders.stationId, sank));
        expect(before).toBeGreaterThan(0);
        const response = await (
          await own.as('admin')
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
      const { id } = (await add('admin', bistro, 'Ostava')).json();
      expect((await remove('staff', id)).statusCode).toBe(403);
      expect((await remove('otherAdmin', id)).statusCode).toBe(404);
      expect(await liveNames(bistro)).toContain('Ostava');
      expect((await remove('superAdmin', id)).statusCode).toBe(200);
    });
  });

  describe('people at a station: linkDepartment / unlinkDepartment', () => {
    const link = (role: DemoRole, user: number, station: number, linked = true) =>
      ctx.call(role, linked ? stationOperations.linkUser : stationOperations.unlinkUser, {
        params: { userId: user, departmentId: station },
      });
    const isMember = async (user: number, station: number) =>
      (
        await ctx.db
          .select()
          .from(stationUsers)
          .where(and(eq(stationUsers.userId, user), eq(stationUsers.stationId, station)))
      ).length > 0;

    it('links a person, who then sees the station, and unlinks them again; both are idempotent', async () => {
      const member = await createAccount(ctx.db, { venueId: bistro, name: 'Novi Kuvar' });
      const { id } = (await add('admin', bistro, 'Pekara')).json();
      expect(await stationNames(member.email)).toEqual([]);

      const linked = await link('admin', member.id, id);
      expect(linked.statusCode).toBe(200);
      expect(linked.json()).toEqual({ departmentId: id, userId: member.id, linked: true });
      expect((await link('admin', member.id, id)).statusCode).toBe(200);
      expect(await stationNames(member.email)).toEqual(['Pekara']);

      const unlinked = await link('admin', member.id, id, false);
      expect(unlinked.json()).toEqual({ departmentId: id, userId: member.id, linked: false });
      expect((await link('admin', member.id, id, false)).statusCode).toBe(200);
      expect(await stationNames(member.email)).toEqual([]);
    });

    it('answers 404 for a person of another venue, without a venue, or a super admin', async () => {
      const kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
      const stranger = await createAccount(ctx.db, { venueId: kafana });
      const loner = await createAccount(ctx.db);
      for (const user of [stranger.id, loner.id, await ctx.userId('superAdmin')]) {
        const response = await link('admin', user, kuhinja);
        expect(response.statusCode).toBe(404);
        expect(await isMember(user, kuhinja)).toBe(false);
      }
    });

    it('refuses staff with 403 and another venue’s admin with 404, changing nothing', async () => {
      const kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
      const viewer = await ctx.userId('viewer');
      expect((await link('staff', viewer, kuhinja, false)).statusCode).toBe(403);
      expect((await link('otherAdmin', viewer, kuhinja, false)).statusCode).toBe(404);
      expect(await isMember(viewer, kuhinja)).toBe(true);
    });
  });

  describe('suppliers of a station: linkDepartmentAndSupplier / unlinkDepartmentAndSupplier', () => {
    const link = (role: DemoRole, station: number, supplier: number, linked = true) =>
      ctx.call(role, linked ? stationOperations.linkSupplier : stationOperations.unlinkSupplier, {
        params: { departmentId: station, supplierId: supplier },
      });

    it('links one of the venue’s suppliers to a station and unlinks it; both are idempotent', async () => {
      const { id } = (await add('admin', bistro, 'Hladna kuhinja')).json();
      const mesara = await supplierId(ctx.db, DEMO.suppliers.mesara);
      const response = await link('admin', id, mesara);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ departmentId: id, supplierId: mesara, linked: true });
      expect((await link('admin', id, mesara)).statusCode).toBe(200);
      expect(await isLinked(ctx.db, id, mesara)).toBe(true);
      const stationSuppliers = await (
        await ctx.as('admin')
      )({ method: 'GET', url: `/api/venue/department/getSuppliers/${id}` });
      expect(stationSuppliers.json().map((s: { name: string }) => s.name)).toEqual([DEMO.suppliers.mesara]);

      expect((await link('admin', id, mesara, false)).json()).toMatchObject({ linked: false });
      expect(await isLinked(ctx.db, id, mesara)).toBe(false);
    });

    it('answers 404 for another venue’s own supplier or one the venue does not work with', async () => {
      const kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
      for (const name of [DEMO.suppliers.kafanaNabavka, DEMO.suppliers.barSnabdevanje]) {
        const foreign = await supplierId(ctx.db, name);
        expect((await link('admin', kuhinja, foreign)).statusCode).toBe(404);
        expect(await isLinked(ctx.db, kuhinja, foreign)).toBe(false);
      }
    });

    it('refuses staff with 403 and another venue’s admin with 404, changing nothing', async () => {
      const kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
      const mesara = await supplierId(ctx.db, DEMO.suppliers.mesara);
      expect((await link('staff', kuhinja, mesara, false)).statusCode).toBe(403);
      expect((await link('otherAdmin', kuhinja, mesara, false)).statusCode).toBe(404);
      expect(await isLinked(ctx.db, kuhinja, mesara)).toBe(true);
    });

    it('lets the super admin link any venue’s station', async () => {
      const kafanaKuhinja = await stationId(ctx.db, DEMO.venues.kafana, DEMO.stations.kuhinja);
      const own = await supplierId(ctx.db, DEMO.suppliers.kafanaNabavka);
      expect((await link('superAdmin', kafanaKuhinja, own, false)).statusCode).toBe(200);
      expect(await isLinked(ctx.db, kafanaKuhinja, own)).toBe(false);
      expect((await link('superAdmin', kafanaKuhinja, own)).statusCode).toBe(200);
      expect(await isLinked(ctx.db, kafanaKuhinja, own)).toBe(true);
    });
  });
});
