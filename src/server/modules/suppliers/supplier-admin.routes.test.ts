import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '@/test/app';
import { stationId, supplierId, venueId } from '@/test/demo-lookup';
import { mailsTo } from '@/test/outbox';
import {
  orders,
  stationSuppliers,
  supplierContacts,
  supplierNotes,
  supplierRequests,
  suppliers,
  venueSuppliers,
} from '@/server/db/schema';
import { roleEmail } from '@/test/call';
import { DEMO } from '@/test/demo-context';
import { createOrderingVenue, createSupplier } from '@/test/factories';

describe('supplier administration routes', () => {
  let ctx: TestContext;
  let bistro: number;
  let kafana: number;
  let kuhinja: number;
  let sank: number;
  let mesara: number;
  let mlekara: number;
  let pijaca: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
    kafana = await venueId(ctx.db, DEMO.venues.kafana);
    kuhinja = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.kuhinja);
    sank = await stationId(ctx.db, DEMO.venues.bistro, DEMO.stations.sank);
    mesara = await supplierId(ctx.db, DEMO.suppliers.mesara);
    mlekara = await supplierId(ctx.db, DEMO.suppliers.mlekara);
    pijaca = await supplierId(ctx.db, DEMO.suppliers.pijaca);
  });
  afterAll(() => ctx.close());

  async function createOwn(name: string, pib?: string, departmentId = kuhinja): Promise<number> {
    const admin = await ctx.as('admin');
    const response = await admin({
      method: 'POST',
      url: '/api/supplier/add',
      payload: { name, pib, departmentId },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  async function supplierRow(id: number) {
    const [row] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, id));
    return row!;
  }

  describe('GET /api/venue/getSuppliers/:venueId', () => {
    it("lists the venue's non-market suppliers by name with contacts and stations; market ones hidden", async () => {
      const staff = await ctx.as('staff');
      const response = await staff({ method: 'GET', url: `/api/venue/getSuppliers/${bistro}` });
      expect(response.statusCode).toBe(200);
      const list = response.json() as { id: number; name: string; own: boolean; stationIds: number[] }[];
      const names = list.map((s) => s.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(list.some((s) => s.id === pijaca)).toBe(false);
      const mesaraRow = list.find((s) => s.id === mesara)!;
      expect(mesaraRow).toMatchObject({ own: false, verified: true, pib: '104512378' });
      expect(mesaraRow.stationIds).toContain(kuhinja);
      expect((mesaraRow as unknown as { contacts: { name: string }[] }).contacts.length).toBeGreaterThan(0);
    });

    it('filters by a station, and keeps other venues out', async () => {
      const admin = await ctx.as('admin');
      const bySank = await admin({
        method: 'GET',
        url: `/api/venue/getSuppliers/${bistro}?departmentId=${sank}`,
      });
      expect(bySank.statusCode).toBe(200);
      expect(bySank.json().every((s: { stationIds: number[] }) => s.stationIds.includes(sank))).toBe(true);
      const admin2 = await ctx.as('otherAdmin');
      expect((await admin2({ method: 'GET', url: `/api/venue/getSuppliers/${bistro}` })).statusCode).toBe(
        404,
      );
      const foreignStation = await admin2({
        method: 'GET',
        url: `/api/venue/getSuppliers/${kafana}?departmentId=${kuhinja}`,
      });
      expect(foreignStation.statusCode).toBe(404);
      const own = await admin2({ method: 'GET', url: `/api/venue/getSuppliers/${kafana}` });
      expect(own.json().map((s: { id: number }) => s.id)).toContain(mlekara);
      // Mlekara serves both venues; Kafana sees only its own contacts there.
      const kafanaMlekara = own.json().find((s: { id: number }) => s.id === mlekara);
      const mine = await ctx.db
        .select({ id: supplierContacts.id })
        .from(supplierContacts)
        .where(and(eq(supplierContacts.venueId, kafana), eq(supplierContacts.supplierId, mlekara)));
      expect(kafanaMlekara.contacts.map((c: { id: number }) => c.id).sort()).toEqual(
        mine.map((c) => c.id).sort(),
      );
    });

    it('answers 400 for a bad id or station', async () => {
      const admin = await ctx.as('admin');
      for (const url of ['/api/venue/getSuppliers/abc', `/api/venue/getSuppliers/${bistro}?departmentId=x`]) {
        expect((await admin({ method: 'GET', url })).statusCode, url).toBe(400);
      }
    });
  });

  describe('POST /api/supplier/:id/edit', () => {
    it('edits every field of an own supplier', async () => {
      const id = await createOwn('Uređivani dobavljač');
      const admin = await ctx.as('admin');
      const response = await admin({
        method: 'POST',
        url: `/api/supplier/${id}/edit`,
        payload: {
          name: 'Uređeni dobavljač',
          pib: '123456788',
          registrationNumber: '12345678',
          address: 'Knez Mihailova 1',
          postNumber: '11000',
          city: 'Beograd',
          email: 'Prodaja@Dobavljac.rs',
          phone: '+381 64 123-4567',
          bankAccountNumber: '160-000000000-00',
          isRestaurant: true,
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        id,
        name: 'Uređeni dobavljač',
        pib: '123456788',
        registrationNumber: '12345678',
        email: 'prodaja@dobavljac.rs',
        phone: '+381641234567',
        isRestaurant: true,
        own: true,
        stationIds: [kuhinja],
      });
      expect(await supplierRow(id)).toMatchObject({ city: 'Beograd', postNumber: '11000' });
    });

    it('refuses the input rules (docs/PRODUCT.md#input-rules): pib length, registration number, names and tax ids in use', async () => {
      const id = await createOwn('Pravila dobavljač', '987654328');
      const admin = await ctx.as('admin');
      const edit = (payload: Record<string, unknown>) =>
        admin({
          method: 'POST',
          url: `/api/supplier/${id}/edit`,
          payload: { name: 'Pravila dobavljač', ...payload },
        });
      const cases: [Record<string, unknown>, number, string][] = [
        [{ pib: '12345678' }, 400, 'common.pibConstraint'],
        [{ pib: '12345678901234' }, 400, 'common.pibConstraint'],
        [{ registrationNumber: '1234567' }, 400, 'common.regNumberConstraint'],
        [{ email: 'nije-adresa' }, 400, 'invalidEmailInput'],
        [{ name: '' }, 400, 'common.requiredField'],
        [{ name: 'MESARA zlatibor' }, 409, 'sameSupplier'],
        [{ pib: '104512378' }, 409, 'sameSupplierPib'],
      ];
      for (const [payload, status, code] of cases) {
        const response = await edit(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
        expect(JSON.stringify(response.json())).toContain(code);
      }
      expect(await supplierRow(id)).toMatchObject({ name: 'Pravila dobavljač', pib: '987654328' });
      // Its own name and tax id again is no conflict.
      expect((await edit({ pib: '987654328', name: 'pravila DOBAVLJAČ' })).statusCode).toBe(200);
    });

    it('refuses staff, another venue and a catalogue supplier; nothing changes', async () => {
      const id = await createOwn('Zaštićeni dobavljač');
      const payload = { name: 'Tuđe ime' };
      const staff = await ctx.as('staff');
      expect((await staff({ method: 'POST', url: `/api/supplier/${id}/edit`, payload })).statusCode).toBe(
        403,
      );
      const admin2 = await ctx.as('otherAdmin');
      const foreign = await admin2({ method: 'POST', url: `/api/supplier/${id}/edit`, payload });
      expect(foreign.statusCode).toBe(404);
      const admin = await ctx.as('admin');
      const catalogue = await admin({ method: 'POST', url: `/api/supplier/${mesara}/edit`, payload });
      expect(catalogue.statusCode).toBe(403);
      expect((await supplierRow(id)).name).toBe('Zaštićeni dobavljač');
      expect((await supplierRow(mesara)).name).toBe(DEMO.suppliers.mesara);
    });
  });

  describe('DELETE /api/supplier/:id', () => {
    it('archives an own supplier with orders: the orders and the row stay, the list drops it', async () => {
      const id = await createOwn('Arhivirani dobavljač');
      const admin0 = await ctx.as('admin');
      const article = await admin0({
        method: 'POST',
        url: `/api/articles/${kuhinja}/manualAdd`,
        payload: { supplierId: id, articleName: 'Arhivski artikal', categoryName: 'Meso' },
      });
      expect(article.statusCode).toBe(201);
      const order = await admin0({
        method: 'POST',
        url: `/api/orders/${kuhinja}/create/${id}`,
        payload: { deadline: '2099-01-01', products: [{ id: article.json().id, amount: '2' }] },
      });
      expect(order.statusCode, order.body).toBe(201);
      const admin = await ctx.as('admin');
      const deleted = await admin({ method: 'DELETE', url: `/api/supplier/${id}` });
      expect(deleted.statusCode).toBe(200);
      const row = await supplierRow(id);
      expect(row.deletedAt).not.toBeNull();
      const list = await admin({ method: 'GET', url: `/api/venue/getSuppliers/${bistro}` });
      expect(list.json().some((s: { id: number }) => s.id === id)).toBe(false);
      expect((await admin({ method: 'DELETE', url: `/api/supplier/${id}` })).statusCode).toBe(404);
      const kept = await admin({ method: 'GET', url: `/api/orders/order/${order.json().id}` });
      expect(kept.statusCode).toBe(200);
      // The name is free again.
      expect(await createOwn('Arhivirani dobavljač')).not.toBe(id);
    });

    it('unlinks a catalogue supplier from the venue and its stations, keeping its orders', async () => {
      const admin2 = await ctx.as('otherAdmin');
      const before = await ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.supplierId, mlekara));
      const response = await admin2({ method: 'DELETE', url: `/api/supplier/${mlekara}` });
      expect(response.statusCode).toBe(200);
      const links = await ctx.db
        .select()
        .from(venueSuppliers)
        .where(and(eq(venueSuppliers.venueId, kafana), eq(venueSuppliers.supplierId, mlekara)));
      expect(links).toEqual([]);
      const stationLinks = await ctx.db
        .select()
        .from(stationSuppliers)
        .where(and(eq(stationSuppliers.venueId, kafana), eq(stationSuppliers.supplierId, mlekara)));
      expect(stationLinks).toEqual([]);
      // Bistro Demo still works with it; the shared row is untouched.
      expect((await supplierRow(mlekara)).deletedAt).toBeNull();
      const bistroLinks = await ctx.db
        .select()
        .from(venueSuppliers)
        .where(and(eq(venueSuppliers.venueId, bistro), eq(venueSuppliers.supplierId, mlekara)));
      expect(bistroLinks).toHaveLength(1);
      const after = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.supplierId, mlekara));
      expect(after).toEqual(before);
    });

    it('refuses staff and another venue', async () => {
      const id = await createOwn('Nebrisani dobavljač');
      const staff = await ctx.as('staff');
      expect((await staff({ method: 'DELETE', url: `/api/supplier/${id}` })).statusCode).toBe(403);
      const admin2 = await ctx.as('otherAdmin');
      expect((await admin2({ method: 'DELETE', url: `/api/supplier/${id}` })).statusCode).toBe(404);
      expect((await admin2({ method: 'DELETE', url: `/api/supplier/${mesara}` })).statusCode).toBe(404);
      expect((await supplierRow(id)).deletedAt).toBeNull();
    });
  });

  describe('contacts', () => {
    async function addContact(): Promise<number> {
      const admin = await ctx.as('admin');
      const response = await admin({
        method: 'POST',
        url: `/api/supplier/${mesara}/addContact`,
        payload: { name: 'Kontakt za izmenu', phone: '0641112223' },
      });
      expect(response.statusCode).toBe(201);
      return response.json().id;
    }

    it('edits a contact: phone alone, e-mail alone, both; refuses neither and a bad e-mail', async () => {
      const id = await addContact();
      const admin = await ctx.as('admin');
      const edit = (payload: Record<string, unknown>) =>
        admin({ method: 'POST', url: `/api/supplier/editContact/${id}`, payload });
      const both = await edit({ name: 'Novo ime', phone: '+381 11 222 3333', email: 'Kontakt@Mesara.rs' });
      expect(both.statusCode).toBe(200);
      expect(both.json()).toEqual({
        id,
        name: 'Novo ime',
        phone: '+381112223333',
        email: 'kontakt@mesara.rs',
        supplierId: mesara,
      });
      expect((await edit({ name: 'Samo mejl', email: 'a@b.rs' })).json()).toMatchObject({
        phone: '',
        email: 'a@b.rs',
      });
      expect((await edit({ name: 'Samo telefon', phone: '0641234567' })).statusCode).toBe(200);
      for (const payload of [
        { name: 'Bez ičega' },
        { name: 'Loš mejl', phone: '0641234567', email: 'nije' },
        { name: 'Loš telefon', phone: 'abc' },
        { name: '', phone: '0641234567' },
      ]) {
        expect((await edit(payload)).statusCode, JSON.stringify(payload)).toBe(400);
      }
      const [row] = await ctx.db.select().from(supplierContacts).where(eq(supplierContacts.id, id));
      expect(row).toMatchObject({ name: 'Samo telefon', phone: '0641234567' });
    });

    it('deletes a contact (kept for the orders sent to it) and answers 404 the second time', async () => {
      const id = await addContact();
      const admin = await ctx.as('admin');
      expect((await admin({ method: 'DELETE', url: `/api/supplier/deleteContact/${id}` })).statusCode).toBe(
        200,
      );
      const [row] = await ctx.db.select().from(supplierContacts).where(eq(supplierContacts.id, id));
      expect(row!.deletedAt).not.toBeNull();
      const list = await admin({ method: 'GET', url: `/api/supplier/supplierContacts/${mesara}/${bistro}` });
      expect(list.json().some((c: { id: number }) => c.id === id)).toBe(false);
      expect((await admin({ method: 'DELETE', url: `/api/supplier/deleteContact/${id}` })).statusCode).toBe(
        404,
      );
      expect(
        (
          await admin({
            method: 'POST',
            url: `/api/supplier/editContact/${id}`,
            payload: { name: 'x', phone: '0641234567' },
          })
        ).statusCode,
      ).toBe(404);
    });

    it("refuses staff and another venue's admin; nothing changes", async () => {
      const id = await addContact();
      const payload = { name: 'Preuzet', phone: '0649999999' };
      const staff = await ctx.as('staff');
      expect(
        (await staff({ method: 'POST', url: `/api/supplier/editContact/${id}`, payload })).statusCode,
      ).toBe(403);
      expect((await staff({ method: 'DELETE', url: `/api/supplier/deleteContact/${id}` })).statusCode).toBe(
        403,
      );
      const admin2 = await ctx.as('otherAdmin');
      expect(
        (await admin2({ method: 'POST', url: `/api/supplier/editContact/${id}`, payload })).statusCode,
      ).toBe(404);
      expect((await admin2({ method: 'DELETE', url: `/api/supplier/deleteContact/${id}` })).statusCode).toBe(
        404,
      );
      const [row] = await ctx.db.select().from(supplierContacts).where(eq(supplierContacts.id, id));
      expect(row).toMatchObject({ name: 'Kontakt za izmenu', deletedAt: null });
    });
  });

  describe('ordering schedules (supplier notes)', () => {
    const schedule = {
      timeToOrder: '14:00',
      timeToDeliver: '08:30',
      daysInWeek: [3, 1, 1],
      note: 'Pre podne',
    };

    it('saves and reads the schedule (one per venue and supplier; a second save updates it)', async () => {
      const id = await createOwn('Dobavljač sa rasporedom');
      const admin = await ctx.as('admin');
      const empty = await admin({ method: 'GET', url: `/api/supplier/supplierNote/${id}/${bistro}` });
      expect(empty.json()).toEqual({ note: null });
      const saved = await admin({
        method: 'POST',
        url: `/api/supplier/${id}/addSupplierNotes`,
        payload: schedule,
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ supplierId: id, daysInWeek: [1, 3], timeToOrder: '14:00' });
      const again = await admin({
        method: 'POST',
        url: `/api/supplier/${id}/addSupplierNotes`,
        payload: { ...schedule, daysInWeek: [4] },
      });
      expect(again.json().id).toBe(saved.json().id);
      const staff = await ctx.as('staff');
      const read = await staff({ method: 'GET', url: `/api/supplier/supplierNote/${id}/${bistro}` });
      expect(read.json()).toEqual({
        note: {
          id: saved.json().id,
          supplierId: id,
          timeToOrder: '14:00',
          timeToDeliver: '08:30',
          daysInWeek: [4],
          note: 'Pre podne',
          minimumOrderValue: null,
        },
      });
      const rows = await ctx.db.select().from(supplierNotes).where(eq(supplierNotes.supplierId, id));
      expect(rows).toHaveLength(1);
    });

    it('is PRO only (403 proOnly on BASIC), admin only, and 400 for bad times and days', async () => {
      const admin2 = await ctx.as('otherAdmin');
      const basic = await admin2({
        method: 'POST',
        url: `/api/supplier/${mlekara}/addSupplierNotes`,
        payload: schedule,
      });
      // Kafana may have unlinked Mlekara above; its own supplier is always there.
      const kafanaOwn = await supplierId(ctx.db, DEMO.suppliers.kafanaNabavka);
      const basicOwn = await admin2({
        method: 'POST',
        url: `/api/supplier/${kafanaOwn}/addSupplierNotes`,
        payload: schedule,
      });
      expect([basic.statusCode, basicOwn.statusCode]).toContain(403);
      expect(basicOwn.statusCode).toBe(403);
      expect(basicOwn.json()).toMatchObject({ code: 'proOnly' });
      const staff = await ctx.as('staff');
      expect(
        (await staff({ method: 'POST', url: `/api/supplier/${mesara}/addSupplierNotes`, payload: schedule }))
          .statusCode,
      ).toBe(403);
      const admin = await ctx.as('admin');
      for (const bad of [
        { ...schedule, timeToOrder: '25:00' },
        { ...schedule, daysInWeek: [8] },
      ]) {
        const response = await admin({
          method: 'POST',
          url: `/api/supplier/${mesara}/addSupplierNotes`,
          payload: bad,
        });
        expect(response.statusCode).toBe(400);
      }
    });

    it("reads the schedule a venue of its own recorded to that venue's people only", async () => {
      const venue = await createOrderingVenue(ctx.db, { articleCount: 0 });
      const recorded = { ...schedule, daysInWeek: [1, 3] };
      const supplier = await createSupplier(ctx.db, venue.venueId, {
        stationIds: [venue.stationId],
        contact: false,
        schedule: recorded,
      });
      const url = `/api/supplier/supplierNote/${supplier.id}/${venue.venueId}`;
      const read = await (await ctx.as(venue.admin))({ method: 'GET', url });
      expect(read.statusCode).toBe(200);
      expect(read.json().note).toMatchObject(recorded);
      expect((await (await ctx.as('admin'))({ method: 'GET', url })).statusCode).toBe(404);
    });

    it("answers 404 for another venue's supplier or venue id", async () => {
      const id = await createOwn('Tuđi raspored');
      const admin2 = await ctx.as('otherAdmin');
      expect(
        (await admin2({ method: 'GET', url: `/api/supplier/supplierNote/${id}/${kafana}` })).statusCode,
      ).toBe(404);
      expect(
        (await admin2({ method: 'GET', url: `/api/supplier/supplierNote/${mesara}/${bistro}` })).statusCode,
      ).toBe(404);
      const rows = await ctx.db
        .select()
        .from(supplierNotes)
        .where(and(eq(supplierNotes.supplierId, id), isNull(supplierNotes.userId)));
      expect(rows).toEqual([]);
    });
  });

  describe('POST /api/supplier/requestSupplier', () => {
    it('stores the request and mails every super admin in the same step', async () => {
      const staff = await ctx.as('staff');
      const response = await staff({
        method: 'POST',
        url: '/api/supplier/requestSupplier',
        payload: { name: 'Novi <Dobavljač>', pib: '111222339', contact: 'Pera, 0641234567' },
      });
      expect(response.statusCode).toBe(201);
      const [request] = await ctx.db
        .select()
        .from(supplierRequests)
        .where(eq(supplierRequests.name, 'Novi <Dobavljač>'));
      expect(request).toMatchObject({ venueId: bistro, pib: '111222339', contact: 'Pera, 0641234567' });
      const [mail] = await mailsTo(ctx.db, roleEmail('superAdmin'), 'request-supplier');
      expect(mail!.text).toContain('Novi <Dobavljač>');
      expect(mail!.html).toContain('Novi &lt;Dobavljač&gt;');
      expect(mail!.subject).toContain(DEMO.venues.bistro);
    });

    it('refuses a missing name or contact and a bad pib, storing nothing', async () => {
      const staff = await ctx.as('staff');
      for (const payload of [
        { name: '', contact: 'x' },
        { name: 'Bez kontakta', contact: '' },
        { name: 'Loš pib', pib: '12', contact: 'x' },
      ]) {
        const response = await staff({ method: 'POST', url: '/api/supplier/requestSupplier', payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      }
      const rows = await ctx.db.select().from(supplierRequests).where(eq(supplierRequests.name, 'Loš pib'));
      expect(rows).toEqual([]);
    });
  });
});
