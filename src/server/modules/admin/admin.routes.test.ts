import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stations, subscriptions, venues } from '@/server/db/schema';
import { queryRows } from '@/server/db/sql';
import { createTestContext, type TestContext } from '@/test/app';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

interface AdminVenue {
  id: number;
  name: string;
  bussiness_name: string;
  pib: string;
  plan: string | null;
  usersCount: number;
  stationsCount: number;
  numberOfOpenOrders: number;
  numberOfExpectedOrders: number;
}

describe('GET /api/admin/venues', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  const list = async (test: TestContext = ctx) => {
    const response = await (await test.as('superAdmin'))({ method: 'GET', url: '/api/admin/venues' });
    expect(response.statusCode).toBe(200);
    return response.json() as AdminVenue[];
  };

  it('lists every venue by name with its data, plan and counts', async () => {
    const all = await list();
    expect(all.map((v) => v.name)).toEqual([DEMO.venues.bistro, DEMO.venues.kafana, DEMO.venues.probni]);
    expect(all[0]).toEqual({
      id: expect.any(Number),
      name: DEMO.venues.bistro,
      bussiness_name: 'Bistro Demo DOO',
      address: 'Knez Mihailova 10, Beograd',
      pib: '100000016',
      phoneNumber: '+381111000001',
      email: DEMO.venueEmails.bistro,
      disabled: false,
      currency: 'RSD',
      pricesInMessage: false,
      priceTolerance: '2.00',
      plan: 'PRO',
      daysTillTrialEnds: null,
      // Admin, staff, viewer, kuvar and the owner: the venue's memberships (docs/decisions/0037-venue-memberships.md).
      usersCount: 5,
      stationsCount: 3,
      numberOfOpenOrders: expect.any(Number),
      numberOfExpectedOrders: expect.any(Number),
    });
    expect(all.map((v) => [v.plan, v.usersCount, v.stationsCount])).toEqual([
      ['PRO', 5, 3],
      // Their admin and the owner, who is admin of Kafana Druga and staff of Probni Restoran too.
      ['BASIC', 2, 1],
      ['FREE', 2, 1],
    ]);

    const counted = await queryRows<{ name: string; open: number; expected: number }>(
      ctx.db,
      sql`select v.name,
                 (count(o.id) filter (where o.status = 'OPEN'))::int as open,
                 (count(o.id) filter (where o.status in ('IN_PROGRESS', 'INCOMPLETE')))::int as expected
            from venues v left join orders o on o.venue_id = v.id
           group by v.name`,
    );
    for (const venue of all) {
      const row = counted.find((c) => c.name === venue.name)!;
      expect([venue.numberOfOpenOrders, venue.numberOfExpectedOrders], venue.name).toEqual([
        row.open,
        row.expected,
      ]);
    }
    expect(all[0]!.numberOfOpenOrders).toBeGreaterThan(0);
    expect(all[2]).toMatchObject({ numberOfOpenOrders: 0, numberOfExpectedOrders: 0 });
  });

  it.each([roleEmail('admin'), roleEmail('staff'), roleEmail('otherAdmin')])(
    'refuses %s with 403',
    async (email) => {
      const response = await (await ctx.as(email))({ method: 'GET', url: '/api/admin/venues' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    },
  );

  it('pages and searches the venues on the server: by folded name, business name or tax id digits', async () => {
    const own = await createTestContext();
    try {
      await own.db.insert(venues).values(
        Array.from({ length: 12 }, (_, index) => ({
          name: `Ćevabdžinica ${String(index + 1).padStart(2, '0')}`,
          businessName: `Roštilj ${index + 1} DOO`,
          address: 'Glavna 1',
          pib: `2000000${String(index + 10)}`,
          phoneNumber: '+381111000000',
          email: `cevap${index}@nabavka.test`,
        })),
      );
      const page = async (query: string) => {
        const response = await (
          await own.as('superAdmin')
        )({ method: 'GET', url: `/api/admin/venues/page?${query}` });
        expect(response.statusCode).toBe(200);
        return response.json() as { venues: AdminVenue[]; total: number; page: number; pageSize: number };
      };
      const first = await page('page=1');
      expect(first).toMatchObject({ total: 15, page: 1, pageSize: 10 });
      // By lower(name) in the database's collation (venues_name_idx): the Latin-lettered demo venues first.
      expect(first.venues.map((v) => v.name).slice(0, 4)).toEqual([
        DEMO.venues.bistro,
        DEMO.venues.kafana,
        DEMO.venues.probni,
        'Ćevabdžinica 01',
      ]);
      expect((await page('page=2')).venues).toHaveLength(5);
      const byName = await page('search=CEVABDZ&page=2');
      expect(byName).toMatchObject({ total: 12, page: 2 });
      expect(byName.venues.map((v) => v.name)).toEqual(['Ćevabdžinica 11', 'Ćevabdžinica 12']);
      expect((await page('search=rostilj%203')).venues.map((v) => v.name)).toEqual(['Ćevabdžinica 03']);
      expect((await page('search=200000011')).venues.map((v) => v.name)).toEqual(['Ćevabdžinica 02']);
      expect((await page('search=nema')).total).toBe(0);
      const bad = await (
        await own.as('superAdmin')
      )({
        method: 'GET',
        url: '/api/admin/venues/page?page=0',
      });
      expect(bad.statusCode).toBe(400);
      const refused = await (await own.as('admin'))({ method: 'GET', url: '/api/admin/venues/page' });
      expect(refused.statusCode).toBe(403);
    } finally {
      await own.close();
    }
  });

  it('answers 401 without a token', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/venues' })).statusCode).toBe(401);
  });

  it('shows a venue without subscription with no plan and does not count deleted stations', async () => {
    const own = await createTestContext();
    try {
      const [kafana] = await own.db
        .select({ id: venues.id })
        .from(venues)
        .where(eq(venues.name, DEMO.venues.kafana));
      await own.db.delete(subscriptions).where(eq(subscriptions.venueId, kafana!.id));
      await own.db.update(stations).set({ deletedAt: new Date() }).where(eq(stations.venueId, kafana!.id));
      const row = (await list(own)).find((v) => v.name === DEMO.venues.kafana)!;
      expect(row).toMatchObject({ plan: null, stationsCount: 0, usersCount: 2 });
    } finally {
      await own.close();
    }
  });
});
