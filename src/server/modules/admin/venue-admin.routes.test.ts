import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { DEMO_PASSWORD } from '@/server/db/seed/demo';
import { stationId, supplierId, venueId } from '@/test/demo-lookup';
import { auditEvents, stationSuppliers, venueSuppliers, venues } from '@/server/db/schema';
import { adminOperations } from '@/domain/admin/admin.contract';
import { stationOperations } from '@/domain/stations/stations.contract';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';

describe('the venue page API (docs/PRODUCT.md#venue-page)', () => {
  let ctx: TestContext;
  let bistro: number;
  let kafana: number;
  let probni: number;
  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    kafana = await venueId(ctx.db, DEMO.venues.kafana);
    probni = await venueId(ctx.db, DEMO.venues.probni);
  });
  afterAll(() => ctx.close());

  const auditOf = (venue: number) =>
    ctx.db.select().from(auditEvents).where(eq(auditEvents.venueId, venue)).orderBy(auditEvents.id);

  describe('GET /api/admin/venue/{venueId}', () => {
    it("gives the super admin any venue's data and stat cards", async () => {
      const response = await ctx.call('superAdmin', adminOperations.venue, { params: { venueId: bistro } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: bistro,
        name: DEMO.venues.bistro,
        pib: '100000016',
        disabled: false,
        // Admin, staff, viewer, kuvar and the owner, whose home venue it is.
        stats: { users: 5, stations: 3 },
      });
      const { stats } = response.json();
      for (const key of ['ordersThisMonth', 'openOrders', 'expectedOrders', 'overdueOrders']) {
        expect(stats[key]).toEqual(expect.any(Number));
      }
    });

    it("gives a venue admin their own venue, 404 for another's, 403 for staff", async () => {
      expect(
        (await ctx.call('admin', adminOperations.venue, { params: { venueId: bistro } })).statusCode,
      ).toBe(200);
      expect(
        (await ctx.call('otherAdmin', adminOperations.venue, { params: { venueId: bistro } })).statusCode,
      ).toBe(404);
      expect(
        (await ctx.call('staff', adminOperations.venue, { params: { venueId: bistro } })).statusCode,
      ).toBe(403);
      expect(
        (await ctx.call('superAdmin', adminOperations.venue, { params: { venueId: 999999 } })).statusCode,
      ).toBe(404);
    });
  });

  describe('POST /api/admin/venue/{venueId}', () => {
    const data = {
      name: DEMO.venues.kafana,
      bussiness_name: 'Kafana Druga i sinovi DOO',
      address: 'Zmaj Jovina 7, Novi Sad',
      pib: '100000024',
      phoneNumber: '+381211000009',
      email: 'KAFANA@nabavka.test',
    };

    it("lets a venue admin edit their venue's data, recorded with before and after", async () => {
      const response = await ctx.call('otherAdmin', adminOperations.updateVenue, {
        params: { venueId: kafana },
        body: data,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ ...data, email: DEMO.venueEmails.kafana });
      const [event] = (await auditOf(kafana)).filter((row) => row.action === 'venue.update');
      expect(event).toMatchObject({
        actorId: await ctx.userId('otherAdmin'),
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
        const response = await ctx.call('otherAdmin', adminOperations.updateVenue, {
          params: { venueId: kafana },
          body: { ...data, ...change },
        });
        expect(response.statusCode).toBe(400);
        expect(JSON.stringify(response.json())).toContain(code);
      }
      const taken = await ctx.call('otherAdmin', adminOperations.updateVenue, {
        params: { venueId: kafana },
        body: { ...data, pib: '100000016' },
      });
      expect(taken.statusCode).toBe(409);
      const [row] = await ctx.db.select().from(venues).where(eq(venues.id, kafana));
      expect(row!.pib).toBe('100000024');
    });

    it("answers 404 to another venue's admin and 403 to staff", async () => {
      expect(
        (await ctx.call('admin', adminOperations.updateVenue, { params: { venueId: kafana }, body: data }))
          .statusCode,
      ).toBe(404);
      expect(
        (await ctx.call('staff', adminOperations.updateVenue, { params: { venueId: bistro }, body: data }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('POST /api/admin/venue/{venueId}/toggle', () => {
    it("disables Probni Restoran: its people's sessions end and they cannot sign in; enabling lets them back", async () => {
      const login = () =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: roleEmail('trialAdmin'), password: DEMO_PASSWORD },
        });
      const session = (await login()).json().refresh_token;

      const off = await ctx.call('superAdmin', adminOperations.toggleVenue, { params: { venueId: probni } });
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
      // Signed from the account as it is (ctx.as): a login now would be refused, as the next lines show.
      const profile = await (await ctx.as('trialAdmin'))({ method: 'GET', url: '/api/users/profile' });
      expect(profile.statusCode).toBe(403);
      expect(profile.json().code).toBe('user_disabled_contact_administrator');
      const refused = await login();
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('user_disabled_contact_administrator');

      const on = await ctx.call('superAdmin', adminOperations.toggleVenue, { params: { venueId: probni } });
      expect(on.json()).toEqual({ id: probni, disabled: false });
      expect((await login()).statusCode).toBe(200);
      expect(
        (await auditOf(probni)).filter((row) => row.action === 'venue.toggle').map((row) => row.after),
      ).toEqual([{ disabled: true }, { disabled: false }]);
    });

    it('refuses venue admins and staff with 403 and changes nothing', async () => {
      for (const role of ['admin', 'staff'] as const) {
        expect(
          (await ctx.call(role, adminOperations.toggleVenue, { params: { venueId: bistro } })).statusCode,
        ).toBe(403);
      }
      const [row] = await ctx.db.select().from(venues).where(eq(venues.id, bistro));
      expect(row!.disabled).toBe(false);
    });
  });

  describe('supplier assignment', () => {
    it('assigns a catalogue supplier to Kafana Druga and removes it with its station links', async () => {
      const mesara = await supplierId(ctx.db, DEMO.suppliers.mesara);
      const catalogue = async () =>
        (
          await ctx.call('superAdmin', adminOperations.venueSuppliers, { params: { venueId: kafana } })
        ).json() as {
          id: number;
          linked: boolean;
        }[];
      expect((await catalogue()).find((s) => s.id === mesara)?.linked).toBe(false);

      const linked = await ctx.call('superAdmin', adminOperations.linkSupplier, {
        params: { venueId: kafana, supplierId: mesara },
      });
      expect(linked.statusCode).toBe(200);
      expect(linked.json()).toEqual({ venueId: kafana, supplierId: mesara, linked: true });
      expect((await catalogue()).find((s) => s.id === mesara)?.linked).toBe(true);
      // Asking again changes nothing and adds no history line.
      await ctx.call('superAdmin', adminOperations.linkSupplier, {
        params: { venueId: kafana, supplierId: mesara },
      });

      const kuhinja = await stationId(ctx.db, DEMO.venues.kafana, DEMO.stations.kuhinja);
      expect(
        (
          await ctx.call('otherAdmin', stationOperations.linkSupplier, {
            params: { departmentId: kuhinja, supplierId: mesara },
          })
        ).statusCode,
      ).toBe(200);

      const unlinked = await ctx.call('superAdmin', adminOperations.unlinkSupplier, {
        params: { venueId: kafana, supplierId: mesara },
      });
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
      const own = await supplierId(ctx.db, DEMO.suppliers.kafanaNabavka);
      for (const id of [own, 999_999]) {
        expect(
          (
            await ctx.call('superAdmin', adminOperations.linkSupplier, {
              params: { venueId: kafana, supplierId: id },
            })
          ).statusCode,
        ).toBe(404);
      }
    });

    it('refuses venue admins with 403', async () => {
      const mesara = await supplierId(ctx.db, DEMO.suppliers.mesara);
      expect(
        (
          await ctx.call('otherAdmin', adminOperations.linkSupplier, {
            params: { venueId: kafana, supplierId: mesara },
          })
        ).statusCode,
      ).toBe(403);
      expect(
        (await ctx.call('otherAdmin', adminOperations.venueSuppliers, { params: { venueId: kafana } }))
          .statusCode,
      ).toBe(403);
    });
  });

  describe('GET /api/admin/venue/{venueId}/audit', () => {
    it('pages the history newest first, with station create and delete', async () => {
      const created = await ctx.call('admin', stationOperations.add, {
        params: { venueId: bistro },
        body: {
          name: 'Pecenjara',
        },
      });
      expect(created.statusCode).toBe(201);
      expect(
        (await ctx.call('admin', stationOperations.remove, { params: { id: created.json().id } })).statusCode,
      ).toBe(200);
      const page = await ctx.call('admin', adminOperations.audit, { params: { venueId: bistro } });
      expect(page.statusCode).toBe(200);
      const body = page.json();
      expect(body).toMatchObject({ page: 1, pageSize: 10 });
      expect(body.events.slice(0, 2)).toMatchObject([
        { action: 'station.delete', actorName: expect.any(String), before: { name: 'Pecenjara' } },
        { action: 'station.create', after: { name: 'Pecenjara' } },
      ]);
      expect(body.total).toBeGreaterThanOrEqual(2);
      const beyond = await ctx.call('admin', adminOperations.audit, {
        params: { venueId: bistro },
        query: { page: 99 },
      });
      expect(beyond.json().events).toEqual([]);
    });

    it("answers 400 for a bad page, 404 for another venue's admin, 403 for staff", async () => {
      expect(
        (await ctx.call('admin', adminOperations.audit, { params: { venueId: bistro }, query: { page: 0 } }))
          .statusCode,
      ).toBe(400);
      expect(
        (await ctx.call('otherAdmin', adminOperations.audit, { params: { venueId: bistro } })).statusCode,
      ).toBe(404);
      expect(
        (await ctx.call('staff', adminOperations.audit, { params: { venueId: bistro } })).statusCode,
      ).toBe(403);
    });
  });
});
