/**
 * The PIB rule through the API (docs/decisions/0019-pib-rule.md): every typed tax id of a supplier or venue must be
 * a valid PIB unless the supplier is foreign; tax ids stored before the rule are read and kept, only flagged.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '@/test/accounts';
import { createTestContext, type TestContext } from '@/test/app';
import { venueId } from '@/test/demo-lookup';
import { randomPib } from '@/test/pib';
import { suppliers, venues } from '@/server/db/schema';
import { DEMO } from '@/test/demo-context';

const ADMIN = DEMO.accounts.admin.email;
const SUPERADMIN = DEMO.accounts.superadmin.email;
/** 101134702 with a wrong last digit. */
const WRONG_CHECK_DIGIT = '101134703';

describe('the PIB rule', () => {
  let ctx: TestContext;
  let bistro: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    bistro = await venueId(ctx.db, DEMO.venues.bistro);
  });
  afterAll(() => ctx.close());

  async function call(email: string, method: 'GET' | 'POST', url: string, payload?: object) {
    return (await ctx.as(email))({ method, url, ...(payload ? { payload } : {}) });
  }

  async function listed(id: number) {
    const list = await call(ADMIN, 'GET', `/api/venue/getSuppliers/${bistro}`);
    expect(list.statusCode).toBe(200);
    return (list.json() as { id: number; pib: string | null; isForeign: boolean; pibValid: boolean }[]).find(
      (supplier) => supplier.id === id,
    );
  }

  it('refuses a wrong check digit on a new supplier with common.pibConstraint, and creates nothing', async () => {
    const response = await call(ADMIN, 'POST', '/api/supplier/add', {
      name: 'Kontrolna cifra',
      pib: WRONG_CHECK_DIGIT,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'common.pibConstraint',
      fields: { pib: 'common.pibConstraint' },
    });
    expect(await ctx.db.select().from(suppliers).where(eq(suppliers.name, 'Kontrolna cifra'))).toEqual([]);
  });

  it('stores a typed PIB without its RS prefix and separators', async () => {
    const response = await call(ADMIN, 'POST', '/api/supplier/add', {
      name: 'Sa prefiksom',
      pib: 'RS 101-134-702',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ pib: '101134702' });
    expect(await listed(response.json().id)).toMatchObject({
      pib: '101134702',
      isForeign: false,
      pibValid: true,
    });
  });

  it("takes a foreign supplier's tax id of 9 to 13 characters, and keeps the flag on an edit that leaves it out", async () => {
    const created = await call(ADMIN, 'POST', '/api/supplier/add', {
      name: 'Lieferant GmbH',
      pib: 'DE123456789',
      isForeign: true,
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    expect(await listed(id)).toMatchObject({ pib: 'DE123456789', isForeign: true, pibValid: true });

    const edited = await call(ADMIN, 'POST', `/api/supplier/${id}/edit`, {
      name: 'Lieferant GmbH',
      pib: 'DE987654321',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ pib: 'DE987654321', isForeign: true, pibValid: true });

    const notForeign = await call(ADMIN, 'POST', `/api/supplier/${id}/edit`, {
      name: 'Lieferant GmbH',
      pib: 'DE111111111',
      isForeign: false,
    });
    expect(notForeign.statusCode).toBe(400);
    expect(notForeign.json()).toMatchObject({ code: 'common.pibConstraint' });
    const [row] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, id));
    expect(row).toMatchObject({ pib: 'DE987654321', isForeign: true });
  });

  it('reads a tax id stored before the rule with pibValid false, and keeps it on an edit that does not change it', async () => {
    const created = await call(ADMIN, 'POST', '/api/supplier/add', { name: 'Stari podaci' });
    const id = created.json().id as number;
    // Stored before the rule existed.
    await ctx.db.update(suppliers).set({ pib: '123456789' }).where(eq(suppliers.id, id));
    expect(await listed(id)).toMatchObject({ pib: '123456789', pibValid: false });

    const kept = await call(ADMIN, 'POST', `/api/supplier/${id}/edit`, {
      name: 'Stari podaci 2',
      pib: '123456789',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Stari podaci 2', pib: '123456789', pibValid: false });

    const changed = await call(ADMIN, 'POST', `/api/supplier/${id}/edit`, {
      name: 'Stari podaci 3',
      pib: '123456780',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({
      code: 'common.pibConstraint',
      fields: { pib: 'common.pibConstraint' },
    });
    const [row] = await ctx.db.select().from(suppliers).where(eq(suppliers.id, id));
    expect(row).toMatchObject({ name: 'Stari podaci 2', pib: '123456789' });

    const valid = randomPib();
    const fixed = await call(ADMIN, 'POST', `/api/supplier/${id}/edit`, {
      name: 'Stari podaci 2',
      pib: valid,
    });
    expect(fixed.json()).toMatchObject({ pib: valid, pibValid: true });
  });

  it("the super admin's catalogue: a wrong check digit is refused, a stored one kept", async () => {
    const refused = await call(SUPERADMIN, 'POST', '/api/admin/supplier', {
      name: 'Katalog PIB',
      pib: WRONG_CHECK_DIGIT,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'common.pibConstraint' });

    const created = await call(SUPERADMIN, 'POST', '/api/admin/supplier', {
      name: 'Katalog PIB',
      pib: '100000008',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    await ctx.db.update(suppliers).set({ pib: '100000001' }).where(eq(suppliers.id, id));
    const list = await call(SUPERADMIN, 'GET', '/api/admin/suppliers');
    expect(list.json().find((supplier: { id: number }) => supplier.id === id)).toMatchObject({
      pibValid: false,
    });
    const kept = await call(SUPERADMIN, 'POST', `/api/admin/supplier/${id}`, {
      name: 'Katalog PIB 2',
      pib: '100000001',
    });
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('venue registration and the access lookup take only a valid PIB', async () => {
    const account = await createAccount(ctx.db);
    const registration = {
      bussiness_name: 'PIB Test DOO',
      pib: WRONG_CHECK_DIGIT,
      name: 'PIB Test',
      address: 'Ulica 1',
      phoneNumber: '+381641112233',
      email: 'pib-test@nabavka.test',
      venueCategories: [1],
    };
    const refused = await call(account.email, 'POST', '/api/venue/add', registration);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'common.pibConstraint' });
    const lookup = await call(account.email, 'GET', `/api/venue/exists/${WRONG_CHECK_DIGIT}`);
    expect(lookup.statusCode).toBe(400);
    const withPrefix = await call(account.email, 'GET', '/api/venue/exists/RS100000016');
    expect(withPrefix.json()).toMatchObject({ exists: true, name: DEMO.venues.bistro });
  });

  it("a venue's stored invalid PIB survives an edit of its other data; a changed one must be valid", async () => {
    const [venue] = await ctx.db
      .insert(venues)
      .values({ name: 'Stari Objekat', businessName: 'Stari DOO', pib: '200000010' })
      .returning({ id: venues.id });
    const data = {
      name: 'Stari Objekat',
      bussiness_name: 'Stari DOO 2',
      address: '',
      pib: '200000010',
      phoneNumber: '',
      email: '',
    };
    const kept = await call(SUPERADMIN, 'POST', `/api/admin/venue/${venue!.id}`, data);
    expect(kept.statusCode, kept.body).toBe(200);
    const changed = await call(SUPERADMIN, 'POST', `/api/admin/venue/${venue!.id}`, {
      ...data,
      pib: '200000011',
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ code: 'common.pibConstraint' });
  });
});
