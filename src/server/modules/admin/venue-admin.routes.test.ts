import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { DEMO_PASSWORD } from '@/server/db/seed/demo';
import { stationId, supplierId, venueId } from '@/test/demo-lookup';
import { auditEvents, stationSuppliers, venueSuppliers, venues } from '@/server/db/schema';

const SUPER = 'superadmin@nabavka.test';
const ADMIN = 'admin@nabavka.test';
const ADMIN2 = 'admin2@nabavka.test';
const STAFF = 'staff@nabavka.test';

describe('the venue page API (issue 13)', () => {
  let ctx: TestContext;
  let bistro: number;
  let kafana: number;
  let probni: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, 'Bistro Demo');
    kafana = await venueId(ctx.db, 'Kafana Druga');
    probni = await venueId(ctx.db, 'Probni Restoran');
  });
  afterAll(() => ctx.close());

  const call = async (email: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
    (await ctx.as(email))({ method, url, ...(payload ? { payload } : {}) });
  const auditOf = (venue: number) =>
    ctx.db.select().from(auditEvents).where(eq(auditEvents.venueId, venue)).orderBy(auditEvents.id);

  describe('GET /api/admin/venue/{venueId}', () => {
    it("gives the super admin any venue's data and stat cards", async () => {
      const response = await call(SUPER, 'GET', `/api/admin/venue/${bistro}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: bistro,
        name: 'Bistro Demo',
        pib: '100000001',
        disabled: false,
        stats: { users: 3, stations: 3 },
      });
      const { stats } = response.json();
      for (const key of ['ordersThisMonth', 'openOrders', 'expectedOrders', 'overdueOrders']) {
        expect(stats[key]).toEqual(expect.any(Number));
      }
    });

    it("gives a venue admin their own venue, 404 for another's, 403 for staff", async () => {
      expect((await call(ADMIN, 'GET', `/api/admin/venue/${bistro}`)).statusCode).toBe(200);
      expect((await call(ADMIN2, 'GET', `/api/admin/venue/${bistro}`)).statusCode).toBe(404);
      expect((await call(STAFF, 'GET', `/api/admin/venue/${bistro}`)).statusCode).toBe(403);
      expect((await call(SUPER, 'GET', `/api/admin/venue/999999`)).statusCode).toBe(404);
    });
  });

  describe('POST /api/admin/venue/{venueId}', () => {
    const data = {
      name: 'Kafana Druga',
      bussiness_name: 'Kafana Druga i sinovi DOO',
      address: 'Zmaj Jovina 7, Novi Sad',
      pib: '100000002',
      phoneNumber: '+381211000009',
      email: 'KAFANA@nabavka.test',
    };

    it("lets a venue admin edit their venue's data, recorded with before and after", async () => {
      const response = await call(ADMIN2, 'POST', `/api/admin/venue/${kafana}`, data);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...data, email: 'kafana@nabavka.test' });
      const [event] = (await auditOf(kafana)).filter((row) => row.action === 'venue.update');
      expect(event).toMatchObject({
        actorId: await ctx.userId(ADMIN2),
        before: { bussiness_name: 'Kafana Druga DOO', address: 'Zmaj Jovina 5, Novi Sad' },
        after: { bussiness_name: 'Kafana Druga i sinovi DOO', address: 'Zmaj Jovina 7, Novi Sad' },
      });
    });

    it('answers 400 for a bad PIB or e-mail, 409 for a PIB another venue has, and changes nothing', async () => {
      for (const [change, code] of [
        [{ pib: '123' }, 'common.pibConstraint'],
        [{ pib: '' }, 'common.requiredField'],
        [{ email: 'not-an-email' }, 'invalidEmailInput'],
        [{ name: '' }, 'common.requiredField'],
      ] as const) {
        const response = await call(ADMIN2, 'POST', `/api/admin/venue/${kafana}`, { ...data, ...change });
        expect(response.statusCode).toBe(400);
        expect(JSON.stringify(response.json())).toContain(code);
      }
      const taken = await call(ADMIN2, 'POST', `/api/admin/venue/${kafana}`, { ...data, pib: '100000001' });
      expect(taken.statusCode).toBe(409);
      const [row] = await ctx.db.select().from(venues).where(eq(venues.id, kafana));
      expect(row!.pib).toBe('100000002');
    });

    it("answers 404 to another venue's admin and 403 to staff", async () => {
      expect((await call(ADMIN, 'POST', `/api/admin/venue/${kafana}`, data)).statusCode).toBe(404);
      expect((await call(STAFF, 'POST', `/api/admin/venue/${bistro}`, data)).statusCode).toBe(403);
    });
  });

  describe('POST /api/admin/venue/{venueId}/toggle', () => {
    it("disables Probni Restoran: its people's sessions end and they cannot sign in; enabling lets them back", async () => {
      const login = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'admin3@nabavka.test', password: DEMO_PASSWORD },
        });
      const session = (await login()).json().refresh_token;

      const off = await call(SUPER, 'POST', `/api/admin/venue/${probni}/toggle`);
      expect(off.statusCode).toBe(200);
      expect(off.json()).toEqual({ id: probni, disabled: true });
      const refresh = await ctx.app.inject({
        method: 'POST',
        url: '/api/refresh_token',
        payload: { refresh_token: session },
      });
      expect(refresh.statusCode).toBe(401);
      // An access token made before still works for what does not read the account, but the profile the web
      // reloads on every visit is refused, so the guard logs the person out with the notice.
      const profile = await call('admin3@nabavka.test', 'GET', '/api/users/profile');
      expect(profile.statusCode).toBe(403);
      expect(profile.json().code).toBe('user_disabled_contact_administrator');
      const refused = await login();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('user_disabled_contact_administrator');

      const on = await call(SUPER, 'POST', `/api/admin/venue/${probni}/toggle`);
      expect(on.json()).toEqual({ id: probni, disabled: false });
      expect((await login()).statusCode).toBe(200);
      expect(
        (await auditOf(probni)).filter((row) => row.action === 'venue.toggle').map((row) => row.after),
      ).toEqual([{ disabled: true }, { disabled: false }]);
    });

    it('refuses venue admins and staff with 403 and changes nothing', async () => {
      for (const email of [ADMIN, STAFF]) {
        expect((await call(email, 'POST', `/api/admin/venue/${bistro}/toggle`)).statusCode).toBe(403);
      }
      const [row] = await ctx.db.select().from(venues).where(eq(venues.id, bistro));
      expect(row!.disabled).toBe(false);
    });
  });

  describe('supplier assignment', () => {
    it('assigns a catalogue supplier to Kafana Druga and removes it with its station links', async () => {
      const mesara = await supplierId(ctx.db, 'Mesara Zlatibor');
      const catalogue = async () =>
        (await call(SUPER, 'GET', `/api/admin/venue/${kafana}/suppliers`)).json() as {
          id: number;
          linked: boolean;
        }[];
      expect((await catalogue()).find((s) => s.id === mesara)?.linked).toBe(false);

      const linked = await call(SUPER, 'POST', `/api/admin/linkVenueAndSupplier/${kafana}/${mesara}`);
      expect(linked.statusCode).toBe(200);
      expect(linked.json()).toEqual({ venueId: kafana, supplierId: mesara, linked: true });
      expect((await catalogue()).find((s) => s.id === mesara)?.linked).toBe(true);
      // Asking again changes nothing and adds no history line.
      await call(SUPER, 'POST', `/api/admin/linkVenueAndSupplier/${kafana}/${mesara}`);

      const kuhinja = await stationId(ctx.db, 'Kafana Druga', 'Kuhinja');
      expect(
        (await call(ADMIN2, 'POST', `/api/admin/linkDepartmentAndSupplier/${kuhinja}/${mesara}`)).statusCode,
      ).toBe(200);

      const unlinked = await call(SUPER, 'POST', `/api/admin/unlinkVenueAnSupplier/${kafana}/${mesara}`);
      expect(unlinked.json()).toEqual({ venueId: kafana, supplierId: mesara, linked: false });
      expect(
        await ctx.db.select().from(venueSuppliers).where(eq(venueSuppliers.venueId, kafana)),
      ).not.toContainEqual(expect.objectContaining({ supplierId: mesara }));
      expect(
        await ctx.db.select().from(stationSuppliers).where(eq(stationSuppliers.stationId, kuhinja)),
      ).not.toContainEqual(expect.objectContaining({ supplierId: mesara }));
      const actions = (await auditOf(kafana)).map((row) => row.action);
      expect(actions.filter((a) => a.startsWith('venue.supplier'))).toEqual([
        'venue.supplier.link',
        'venue.supplier.unlink',
      ]);
    });

    it("answers 404 for a venue's own (unverified) supplier or one that does not exist", async () => {
      const own = await supplierId(ctx.db, 'Kafana Nabavka d.o.o.');
      for (const id of [own, 999_999]) {
        expect(
          (await call(SUPER, 'POST', `/api/admin/linkVenueAndSupplier/${kafana}/${id}`)).statusCode,
        ).toBe(404);
      }
    });

    it('refuses venue admins with 403', async () => {
      const mesara = await supplierId(ctx.db, 'Mesara Zlatibor');
      expect(
        (await call(ADMIN2, 'POST', `/api/admin/linkVenueAndSupplier/${kafana}/${mesara}`)).statusCode,
      ).toBe(403);
      expect((await call(ADMIN2, 'GET', `/api/admin/venue/${kafana}/suppliers`)).statusCode).toBe(403);
    });
  });

  describe('GET /api/admin/venue/{venueId}/audit', () => {
    it('pages the history newest first, with station create and delete', async () => {
      const created = await call(ADMIN, 'POST', `/api/admin/venue/${bistro}/addStation`, {
        name: 'Pecenjara',
      });
      expect(created.statusCode).toBe(201);
      expect((await call(ADMIN, 'DELETE', `/api/venue/department/${created.json().id}`)).statusCode).toBe(
        200,
      );
      const page = await call(ADMIN, 'GET', `/api/admin/venue/${bistro}/audit`);
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body).toMatchObject({ page: 1, pageSize: 10 });
      expect(body.events.slice(0, 2)).toMatchObject([
        { action: 'station.delete', actorName: expect.any(String), before: { name: 'Pecenjara' } },
        { action: 'station.create', after: { name: 'Pecenjara' } },
      ]);
      expect(body.total).toBeGreaterThanOrEqual(2);
      const beyond = await call(ADMIN, 'GET', `/api/admin/venue/${bistro}/audit?page=99`);
      expect(beyond.json().events).toEqual([]);
    });

    it("answers 400 for a bad page, 404 for another venue's admin, 403 for staff", async () => {
      expect((await call(ADMIN, 'GET', `/api/admin/venue/${bistro}/audit?page=0`)).statusCode).toBe(400);
      expect((await call(ADMIN2, 'GET', `/api/admin/venue/${bistro}/audit`)).statusCode).toBe(404);
      expect((await call(STAFF, 'GET', `/api/admin/venue/${bistro}/audit`)).statusCode).toBe(403);
    });
  });
});
