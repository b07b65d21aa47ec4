import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, stations, stationUsers, users } from '@/server/db/schema';
import { queryRows } from '@/server/db/sql';
import { createTestContext, type TestContext } from '@/test/app';
import { type DemoRole, roleEmail } from '@/test/call';
import { stationOperations } from '@/domain/stations/stations.contract';
import { DEMO } from '@/test/demo-context';

interface StationCard {
  department: { id: number; name: string; isWarehouse: boolean };
  users: { id: number; name: string }[];
  suppliers: { id: number; name: string; isMarket: boolean }[];
  numberOfOpenOrders: number;
  numberOfExpectedOrders: number;
}

async function stationCards(ctx: TestContext, role: DemoRole): Promise<StationCard[]> {
  const response = await ctx.call(role, stationOperations.list);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Open and expected counts per station straight from the orders table, to check the route's numbers. */
async function countsFromOrders(ctx: TestContext, venueName: string): Promise<Map<string, [number, number]>> {
  const rows = await queryRows<{ name: string; open: number; expected: number }>(
    ctx.db,
    sql`select s.name,
               (count(*) filter (where o.status = 'OPEN'))::int as open,
               (count(*) filter (where o.status in ('IN_PROGRESS', 'INCOMPLETE')))::int as expected
          from stations s
          join venues v on v.id = s.venue_id
          left join orders o on o.station_id = s.id
         where v.name = ${venueName}
         group by s.name`,
  );
  return new Map(rows.map((row) => [row.name, [row.open, row.expected]]));
}

describe('GET /api/venue/getDepartments', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('shows a venue admin every station of the venue by name, with people, suppliers and order counts', async () => {
    const list = await stationCards(ctx, 'admin');
    expect(list.map((d) => d.department.name)).toEqual([
      DEMO.stations.kuhinja,
      DEMO.stations.magacin,
      DEMO.stations.sank,
    ]);
    const byName = new Map(list.map((d) => [d.department.name, d]));

    const magacin = byName.get(DEMO.stations.magacin)!;
    expect(magacin.department.isWarehouse).toBe(true);
    expect(magacin.suppliers).toEqual([
      { id: expect.any(Number), name: DEMO.suppliers.pijaca, isMarket: true },
    ]);
    expect(byName.get(DEMO.stations.kuhinja)!.department.isWarehouse).toBe(false);
    expect(byName.get(DEMO.stations.kuhinja)!.suppliers.map((s) => s.name)).toEqual([
      DEMO.suppliers.mesara,
      DEMO.suppliers.mlekara,
      DEMO.suppliers.pekara,
      DEMO.suppliers.riba,
      DEMO.suppliers.povrce,
    ]);
    expect(byName.get(DEMO.stations.kuhinja)!.users.map((u) => u.name)).toEqual([
      DEMO.accounts.staff.name,
      DEMO.accounts.admin.name,
      DEMO.accounts.viewer.name,
      DEMO.accounts.kuvar.name,
    ]);

    const expected = await countsFromOrders(ctx, DEMO.venues.bistro);
    for (const d of list) {
      expect([d.numberOfOpenOrders, d.numberOfExpectedOrders], d.department.name).toEqual(
        expected.get(d.department.name),
      );
    }
    expect(byName.get(DEMO.stations.kuhinja)!.numberOfOpenOrders).toBeGreaterThan(0);
    expect(byName.get(DEMO.stations.kuhinja)!.numberOfExpectedOrders).toBeGreaterThan(0);
  });

  it('shows staff only the stations they are linked to', async () => {
    expect((await stationCards(ctx, 'staff')).map((d) => d.department.name)).toEqual([
      DEMO.stations.kuhinja,
      DEMO.stations.magacin,
      DEMO.stations.sank,
    ]);
    expect((await stationCards(ctx, 'viewer')).map((d) => d.department.name)).toEqual([
      DEMO.stations.kuhinja,
      DEMO.stations.sank,
    ]);
  });

  it("never shows another venue's stations, people, suppliers or orders", async () => {
    const list = await stationCards(ctx, 'otherAdmin');
    expect(list).toHaveLength(1);
    const [kuhinja] = list;
    expect(kuhinja!.department.name).toBe(DEMO.stations.kuhinja);
    expect(kuhinja!.users.map((u) => u.name)).toEqual([DEMO.accounts.admin2.name]);
    // Mlekara Subotica is a catalogue supplier both venues use; Kafana sees it, and only its own orders count.
    expect(kuhinja!.suppliers.map((s) => s.name)).toEqual([
      DEMO.suppliers.kafanaNabavka,
      DEMO.suppliers.mlekara,
    ]);
    const expected = await countsFromOrders(ctx, DEMO.venues.kafana);
    expect([kuhinja!.numberOfOpenOrders, kuhinja!.numberOfExpectedOrders]).toEqual(
      expected.get(DEMO.stations.kuhinja),
    );

    const bistroStationIds = (await stationCards(ctx, 'admin')).map((d) => d.department.id);
    expect(list.some((d) => bistroStationIds.includes(d.department.id))).toBe(false);
  });

  it('refuses a caller without a venue (the super admin) with 403', async () => {
    const response = await (await ctx.as('superAdmin'))({ method: 'GET', url: '/api/venue/getDepartments' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
  });

  it('answers 401 Invalid Token without a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/venue/getDepartments' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'invalid_token', message: 'Invalid Token' });
  });

  it('ignores unknown query parameters instead of failing', async () => {
    const response = await (
      await ctx.as('admin')
    )({
      method: 'GET',
      url: '/api/venue/getDepartments?page=abc',
    });
    expect(response.statusCode).toBe(200);
  });

  describe('after changes', () => {
    let own: TestContext;
    beforeAll(async () => {
      own = await createTestContext();
    });
    afterAll(() => own.close());

    it('follows order status changes in the counts', async () => {
      const before = (await stationCards(own, 'admin')).find(
        (d) => d.department.name === DEMO.stations.kuhinja,
      )!;
      const [draft] = await own.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.stationId, before.department.id), eq(orders.status, 'OPEN')))
        .limit(1);
      await own.db.update(orders).set({ status: 'IN_PROGRESS' }).where(eq(orders.id, draft!.id));
      const after = (await stationCards(own, 'admin')).find(
        (d) => d.department.name === DEMO.stations.kuhinja,
      )!;
      expect(after.numberOfOpenOrders).toBe(before.numberOfOpenOrders - 1);
      expect(after.numberOfExpectedOrders).toBe(before.numberOfExpectedOrders + 1);
    });

    it('leaves out deleted stations', async () => {
      await own.db
        .update(stations)
        .set({ deletedAt: new Date() })
        .where(eq(stations.name, DEMO.stations.magacin));
      expect((await stationCards(own, 'admin')).map((d) => d.department.name)).toEqual([
        DEMO.stations.kuhinja,
        DEMO.stations.sank,
      ]);
    });

    it('answers an empty list to staff linked to no station', async () => {
      const [viewer] = await own.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, roleEmail('viewer')));
      await own.db.delete(stationUsers).where(eq(stationUsers.userId, viewer!.id));
      expect(await stationCards(own, 'viewer')).toEqual([]);
    });
  });
});
