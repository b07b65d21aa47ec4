import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { stationId, supplierId, venueId } from '@/test/demo-lookup';
import { stations, stationSuppliers, supplierContacts, suppliers, venueSuppliers } from '@/server/db/schema';
import { DEMO } from '@/test/demo-context';

const SUPPLIER_NAMES = {
  mesara: DEMO.suppliers.mesara,
  mlekara: DEMO.suppliers.mlekara,
  pekara: DEMO.suppliers.pekara,
  povrce: DEMO.suppliers.povrce,
  pica: DEMO.suppliers.pica,
  riba: DEMO.suppliers.riba,
  pijaca: DEMO.suppliers.pijaca,
} as const;
type SupplierKey = keyof typeof SUPPLIER_NAMES;

describe('supplier routes', () => {
  let ctx: TestContext;
  let bistro: number;
  let kafana: number;
  let kuhinja: number;
  let sank: number;
  let magacin: number;
  let kafanaKuhinja: number;
  const ids = {} as Record<SupplierKey, number>;

  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    kafana = await venueId(ctx.db, DEMO.venues.kafana);
    kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
    sank = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.sank);
    magacin = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.magacin);
    kafanaKuhinja = await stationId(ctx.db, DEMO.venues.kafana, DEMO.stations.kuhinja);
    for (const key of Object.keys(SUPPLIER_NAMES) as SupplierKey[]) {
      ids[key] = await supplierId(ctx.db, SUPPLIER_NAMES[key]);
    }
  });
  afterAll(() => ctx.close());

  async function supplierCount(): Promise<number> {
    const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(suppliers);
    return row!.n;
  }

  async function contactCount(): Promise<number> {
    const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(supplierContacts);
    return row!.n;
  }

  describe('GET /api/venue/department/getSuppliers/:departmentId', () => {
    it("answers the station's suppliers by name with pib, market and verified flags", async () => {
      const staff = await ctx.as('staff');
      const response = await staff({ method: 'GET', url: `/api/venue/department/getSuppliers/${kuhinja}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: ids.mesara, name: DEMO.suppliers.mesara, pib: '104512378', isMarket: false, verified: true },
        { id: ids.mlekara, name: DEMO.suppliers.mlekara, pib: '106882149', isMarket: false, verified: true },
        { id: ids.pekara, name: DEMO.suppliers.pekara, pib: '102930479', isMarket: false, verified: false },
        { id: ids.riba, name: DEMO.suppliers.riba, pib: '109621581', isMarket: false, verified: false },
        { id: ids.povrce, name: DEMO.suppliers.povrce, pib: '108155300', isMarket: false, verified: true },
      ]);
    });

    it('answers the market supplier of the warehouse', async () => {
      const admin = await ctx.as('admin');
      const response = await admin({ method: 'GET', url: `/api/venue/department/getSuppliers/${magacin}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        { id: ids.pijaca, name: DEMO.suppliers.pijaca, pib: '105403690', isMarket: true, verified: true },
      ]);
    });

    it('lets an admin see a station they are not linked to, but not staff', async () => {
      const admin2 = await ctx.as('otherAdmin');
      const own = await admin2({ method: 'GET', url: `/api/venue/department/getSuppliers/${kafanaKuhinja}` });
      expect(own.statusCode).toBe(200);
      expect(own.json().map((s: { name: string }) => s.name)).toEqual([
        DEMO.suppliers.kafanaNabavka,
        DEMO.suppliers.mlekara,
      ]);

      const viewer = await ctx.as('viewer');
      const response = await viewer({ method: 'GET', url: `/api/venue/department/getSuppliers/${magacin}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    });

    it("answers 404 for another venue's station and for one that does not exist", async () => {
      const admin2 = await ctx.as('otherAdmin');
      const foreign = await admin2({ method: 'GET', url: `/api/venue/department/getSuppliers/${kuhinja}` });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'not_found' });
      const missing = await admin2({ method: 'GET', url: '/api/venue/department/getSuppliers/999999' });
      expect(missing.statusCode).toBe(404);
    });

    it('refuses a super admin, who has no venue, and a caller without a token', async () => {
      const superadmin = await ctx.as('superAdmin');
      const refused = await superadmin({
        method: 'GET',
        url: `/api/venue/department/getSuppliers/${kuhinja}`,
      });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'forbidden' });
      const anonymous = await ctx.app.inject({
        method: 'GET',
        url: `/api/venue/department/getSuppliers/${kuhinja}`,
      });
      expect(anonymous.statusCode).toBe(401);
    });

    it('answers 400 for an id that is not a number', async () => {
      const staff = await ctx.as('staff');
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const response = await staff({ method: 'GET', url: `/api/venue/department/getSuppliers/${id}` });
        expect(response.statusCode, id).toBe(400);
        expect(response.json()).toMatchObject({ code: 'invalidInput' });
      }
    });

    it('leaves out deleted suppliers and hides deleted stations', async () => {
      const extra = await ctx.as('admin');
      const created = await extra({
        method: 'POST',
        url: '/api/supplier/add',
        payload: { name: 'Privremeni dobavljač', departmentId: sank },
      });
      expect(created.statusCode).toBe(201);
      await ctx.db
        .update(suppliers)
        .set({ deletedAt: new Date() })
        .where(eq(suppliers.id, created.json().id));
      const list = await extra({ method: 'GET', url: `/api/venue/department/getSuppliers/${sank}` });
      expect(list.json().map((s: { name: string }) => s.name)).toEqual([
        DEMO.suppliers.mlekara,
        DEMO.suppliers.pekara,
        DEMO.suppliers.pica,
      ]);

      const [station] = await ctx.db
        .insert(stations)
        .values({ venueId: bistro, name: 'Stara terasa', deletedAt: new Date() })
        .returning({ id: stations.id });
      const deleted = await extra({
        method: 'GET',
        url: `/api/venue/department/getSuppliers/${station!.id}`,
      });
      expect(deleted.statusCode).toBe(404);
    });
  });

  describe('POST /api/supplier/add', () => {
    it("creates the venue's own unverified supplier linked to the venue and the station", async () => {
      const admin = await ctx.as('admin');
      const response = await admin({
        method: 'POST',
        url: '/api/supplier/add',
        payload: { name: '  Nova Nabavka  ', pib: '123456788', departmentId: kuhinja },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        name: 'Nova Nabavka',
        pib: '123456788',
        isMarket: false,
        verified: false,
      });

      const [row] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, body.id));
      expect(row).toMatchObject({ venueId: bistro, verified: false, isMarket: false, deletedAt: null });
      const venueLinks = await ctx.db
        .select()
        .from(venueSuppliers)
        .where(and(eq(venueSuppliers.venueId, bistro), eq(venueSuppliers.supplierId, body.id)));
      expect(venueLinks).toHaveLength(1);
      const stationLinks = await ctx.db
        .select()
        .from(stationSuppliers)
        .where(eq(stationSuppliers.supplierId, body.id));
      expect(stationLinks).toEqual([expect.objectContaining({ venueId: bistro, stationId: kuhinja })]);

      const staff = await ctx.as('staff');
      const list = await staff({ method: 'GET', url: `/api/venue/department/getSuppliers/${kuhinja}` });
      expect(list.json()).toContainEqual(body);
    });

    it('creates a supplier without pib or station, linked only to the venue', async () => {
      const admin = await ctx.as('admin');
      const response = await admin({
        method: 'POST',
        url: '/api/supplier/add',
        payload: { name: 'Bez PIB-a', pib: '' },
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ name: 'Bez PIB-a', pib: null });
      const stationLinks = await ctx.db
        .select()
        .from(stationSuppliers)
        .where(eq(stationSuppliers.supplierId, response.json().id));
      expect(stationLinks).toEqual([]);
    });

    it('refuses staff with 403 and creates nothing', async () => {
      const before = await supplierCount();
      const staff = await ctx.as('staff');
      const response = await staff({
        method: 'POST',
        url: '/api/supplier/add',
        payload: { name: 'Staff dobavljač' },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
      const superadmin = await ctx.as('superAdmin');
      expect(
        (await superadmin({ method: 'POST', url: '/api/supplier/add', payload: { name: 'X dobavljač' } }))
          .statusCode,
      ).toBe(403);
      expect(await supplierCount()).toBe(before);
    });

    it('answers sameSupplier for a name of a linked or own supplier, whatever its case', async () => {
      const admin = await ctx.as('admin');
      for (const name of ['mesara zlatibor', 'PEKARA KOD MIKE', DEMO.suppliers.pijaca]) {
        const response = await admin({ method: 'POST', url: '/api/supplier/add', payload: { name } });
        expect(response.statusCode, name).toBe(409);
        expect(response.json()).toMatchObject({ code: 'sameSupplier' });
      }
    });

    it('allows a name another venue uses for its own supplier or a catalogue supplier it is not linked to', async () => {
      const admin = await ctx.as('admin');
      const taken = await admin({
        method: 'POST',
        url: '/api/supplier/add',
        payload: { name: DEMO.suppliers.kafanaNabavka },
      });
      expect(taken.statusCode).toBe(201);
      const admin2 = await ctx.as('otherAdmin');
      const catalogue = await admin2({
        method: 'POST',
        url: '/api/supplier/add',
        payload: { name: DEMO.suppliers.mesara },
      });
      expect(catalogue.statusCode).toBe(201);
    });

    it("answers sameSupplierPib for a pib of the catalogue or the venue's suppliers, not another venue's own", async () => {
      const admin = await ctx.as('admin');
      for (const pib of ['104512378', '102930479']) {
        const response = await admin({
          method: 'POST',
          url: '/api/supplier/add',
          payload: { name: `Dobavljač ${pib}`, pib },
        });
        expect(response.statusCode, pib).toBe(409);
        expect(response.json()).toMatchObject({ code: 'sameSupplierPib' });
      }
      const admin2 = await ctx.as('otherAdmin');
      const unlinked = await admin2({
        method: 'POST',
        url: '/api/supplier/add',
        payload: { name: 'Druga mesara', pib: '104512378' },
      });
      expect(unlinked.statusCode).toBe(409);
      expect(unlinked.json()).toMatchObject({ code: 'sameSupplierPib' });
      const otherVenues = await admin({
        method: 'POST',
        url: '/api/supplier/add',
        payload: { name: 'Treći', pib: '110237841' },
      });
      expect(otherVenues.statusCode).toBe(201);
    });

    it('validates name, pib and station id', async () => {
      const admin = await ctx.as('admin');
      const before = await supplierCount();
      const cases: [unknown, string][] = [
        [{ name: '' }, 'common.requiredField'],
        [{ name: '   ' }, 'common.requiredField'],
        [{}, 'common.requiredField'],
        [{ name: 'Kratki PIB', pib: '12345678' }, 'common.pibConstraint'],
        [{ name: 'Dugi PIB', pib: '12345678901234' }, 'common.pibConstraint'],
        [{ name: 'Stanica tekst', departmentId: String(kuhinja) }, 'invalidInput'],
      ];
      for (const [payload, code] of cases) {
        const response = await admin({
          method: 'POST',
          url: '/api/supplier/add',
          payload: payload as object,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ code });
      }
      expect(await supplierCount()).toBe(before);
    });

    it("answers 404 for another venue's station and creates nothing", async () => {
      const admin = await ctx.as('admin');
      const before = await supplierCount();
      const response = await admin({
        method: 'POST',
        url: '/api/supplier/add',
        payload: { name: 'Tuđa stanica', departmentId: kafanaKuhinja },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
      expect(await supplierCount()).toBe(before);
    });
  });

  describe('GET /api/supplier/supplierContacts/:supplierId/:venueId', () => {
    it("answers the venue's contacts at the supplier by name", async () => {
      const staff = await ctx.as('staff');
      const response = await staff({
        method: 'GET',
        url: `/api/supplier/supplierContacts/${ids.mesara}/${bistro}`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        {
          id: expect.any(Number),
          name: DEMO.contacts.mesaraMilan.name,
          phone: '0641234567',
          email: DEMO.contacts.mesaraMilan.email,
          supplierId: ids.mesara,
        },
        {
          id: expect.any(Number),
          name: DEMO.contacts.mesaraProdaja.name,
          phone: '+381641112233',
          email: DEMO.contacts.mesaraProdaja.email,
          supplierId: ids.mesara,
        },
      ]);
    });

    it("keeps each venue's contacts at a shared supplier apart", async () => {
      const admin2 = await ctx.as('otherAdmin');
      const own = await admin2({
        method: 'GET',
        url: `/api/supplier/supplierContacts/${ids.mlekara}/${kafana}`,
      });
      expect(own.statusCode).toBe(200);
      expect(own.json().map((c: { name: string }) => c.name)).toEqual([
        DEMO.contacts.kafanaMlekaraPetar.name,
      ]);

      const foreignVenue = await admin2({
        method: 'GET',
        url: `/api/supplier/supplierContacts/${ids.mlekara}/${bistro}`,
      });
      expect(foreignVenue.statusCode).toBe(404);
      expect(foreignVenue.json()).toMatchObject({ code: 'not_found' });
      const foreignSupplier = await admin2({
        method: 'GET',
        url: `/api/supplier/supplierContacts/${ids.pekara}/${kafana}`,
      });
      expect(foreignSupplier.statusCode).toBe(404);
    });

    it('leaves out deleted contacts', async () => {
      const [contact] = await ctx.db
        .insert(supplierContacts)
        .values({
          venueId: bistro,
          supplierId: ids.riba,
          name: 'Bivši kontakt',
          phone: '0600000000',
          deletedAt: new Date(),
        })
        .returning({ id: supplierContacts.id });
      expect(contact).toBeDefined();
      const staff = await ctx.as('staff');
      const response = await staff({
        method: 'GET',
        url: `/api/supplier/supplierContacts/${ids.riba}/${bistro}`,
      });
      expect(response.json().map((c: { name: string }) => c.name)).toEqual([DEMO.contacts.ribaDragana.name]);
    });

    it('answers 400 for ids that are not numbers and 403 to a super admin', async () => {
      const staff = await ctx.as('staff');
      const bad = await staff({ method: 'GET', url: `/api/supplier/supplierContacts/abc/${bistro}` });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'invalidInput' });
      const superadmin = await ctx.as('superAdmin');
      const refused = await superadmin({
        method: 'GET',
        url: `/api/supplier/supplierContacts/${ids.mesara}/${bistro}`,
      });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('POST /api/supplier/:id/addContact', () => {
    it('adds a contact with a phone only, stored without spaces and dashes', async () => {
      const staff = await ctx.as('staff');
      const response = await staff({
        method: 'POST',
        url: `/api/supplier/${ids.povrce}/addContact`,
        payload: { name: ' Nova Osoba ', phone: '064 123-4567' },
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        id: expect.any(Number),
        name: 'Nova Osoba',
        phone: '0641234567',
        email: '',
        supplierId: ids.povrce,
      });
      const [row] = await ctx.db.select().from(supplierContacts).where(eq(supplierContacts.id, body.id));
      expect(row).toMatchObject({ venueId: bistro, supplierId: ids.povrce, deletedAt: null });
      const list = await staff({
        method: 'GET',
        url: `/api/supplier/supplierContacts/${ids.povrce}/${bistro}`,
      });
      expect(list.json()).toContainEqual(body);
    });

    it('adds a contact with an e-mail only, or with both, including one who may not send orders', async () => {
      const viewer = await ctx.as('viewer');
      const emailOnly = await viewer({
        method: 'POST',
        url: `/api/supplier/${ids.pica}/addContact`,
        payload: { name: 'Knjigovodstvo', email: 'Racuni@Pica-Promet.test', phone: '' },
      });
      expect(emailOnly.statusCode).toBe(201);
      expect(emailOnly.json()).toMatchObject({ phone: '', email: 'racuni@pica-promet.test' });
      const both = await viewer({
        method: 'POST',
        url: `/api/supplier/${ids.pica}/addContact`,
        payload: { name: 'Vozač', phone: '+381641234567', email: 'vozac@pica-promet.test' },
      });
      expect(both.statusCode).toBe(201);
      expect(both.json()).toMatchObject({ phone: '+381641234567', email: 'vozac@pica-promet.test' });
    });

    it('validates name, phone and e-mail (docs/PRODUCT.md#email) and stores nothing', async () => {
      const staff = await ctx.as('staff');
      const before = await contactCount();
      const cases: [object, string][] = [
        [{ name: 'Niko', phone: '', email: '' }, 'common.requiredField'],
        [{ name: 'Niko' }, 'common.requiredField'],
        [{ name: '', phone: '0641234567' }, 'common.requiredField'],
        [{ name: 'Loš mejl', phone: '0641234567', email: 'nije-mejl' }, 'invalidEmailInput'],
        [{ name: 'Loš mejl', email: 'a@b' }, 'invalidEmailInput'],
        [{ name: 'Loš telefon', phone: 'abc123' }, 'invalidPhone'],
        [{ name: 'Kratak telefon', phone: '123' }, 'invalidPhone'],
        [{ name: 'Broj', phone: 641234567 }, 'invalidInput'],
      ];
      for (const [payload, code] of cases) {
        const response = await staff({
          method: 'POST',
          url: `/api/supplier/${ids.povrce}/addContact`,
          payload,
        });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ code });
      }
      const badId = await staff({
        method: 'POST',
        url: '/api/supplier/x1/addContact',
        payload: { name: 'A', phone: '0641234567' },
      });
      expect(badId.statusCode).toBe(400);
      expect(await contactCount()).toBe(before);
    });

    it("answers 404 for a supplier the venue does not work with, and keeps venues' contacts apart", async () => {
      const admin2 = await ctx.as('otherAdmin');
      const before = await contactCount();
      const foreign = await admin2({
        method: 'POST',
        url: `/api/supplier/${ids.pekara}/addContact`,
        payload: { name: 'Uljez', phone: '0641234567' },
      });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({ code: 'not_found' });
      const unlinked = await admin2({
        method: 'POST',
        url: `/api/supplier/${ids.mesara}/addContact`,
        payload: { name: 'Uljez', phone: '0641234567' },
      });
      expect(unlinked.statusCode).toBe(404);
      expect(await contactCount()).toBe(before);

      const shared = await admin2({
        method: 'POST',
        url: `/api/supplier/${ids.mlekara}/addContact`,
        payload: { name: 'Kafanski kontakt', phone: '0641234567' },
      });
      expect(shared.statusCode).toBe(201);
      const [row] = await ctx.db
        .select({ venueId: supplierContacts.venueId })
        .from(supplierContacts)
        .where(and(eq(supplierContacts.id, shared.json().id), isNull(supplierContacts.deletedAt)));
      expect(row).toEqual({ venueId: kafana });
      const staff = await ctx.as('staff');
      const bistroList = await staff({
        method: 'GET',
        url: `/api/supplier/supplierContacts/${ids.mlekara}/${bistro}`,
      });
      expect(bistroList.json().map((c: { name: string }) => c.name)).not.toContain('Kafanski kontakt');
    });
  });

  it('documents the routes in the OpenAPI description', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/venue/department/getSuppliers/{departmentId}',
        '/api/supplier/add',
        '/api/supplier/supplierContacts/{supplierId}/{venueId}',
        '/api/supplier/{id}/addContact',
      ]),
    );
  });
});
